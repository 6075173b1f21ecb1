/**
 * The seller's draft as they type: every change goes to localStorage at once (a closed tab loses nothing) and to the
 * server after a pause, on a step change, and when the page is left.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListingDetail, ListingMedia } from '../../../../contracts/listings/responses';
import { isApiError, type FieldErrors } from '../../../lib/api';
import { createListing, saveListing } from '../listingsApi';
import {
  clearBackup,
  draftFromForm,
  emptyListingForm,
  formFromListing,
  readBackup,
  writeBackup,
  type ListingFormValues,
} from './listingForm';

export const AUTOSAVE_DELAY_MS = 1500;

export type SaveStatus = 'idle' | 'unsaved' | 'saving' | 'saved' | 'error';

function initialState(listing: ListingDetail | null) {
  const backup = readBackup(listing?.id ?? null);
  const serverUpdated = listing?.management?.updated_at ?? null;
  // A backup older than the server's copy was saved elsewhere since (another tab, staff feedback): the server wins.
  const useBackup = backup !== null && (serverUpdated === null || backup.savedAt > serverUpdated);
  if (backup && !useBackup) clearBackup(listing?.id ?? null);
  return {
    values: useBackup ? backup.values : listing ? formFromListing(listing) : emptyListingForm(),
    restored: useBackup,
  };
}

export function useListingDraft(listing: ListingDetail | null, onCreated: (id: number) => void) {
  const [initial] = useState(() => initialState(listing));
  const [values, setValues] = useState(initial.values);
  const [media, setMedia] = useState<ListingMedia[]>(listing?.confidential?.media ?? []);
  const [status, setStatus] = useState<SaveStatus>(initial.restored ? 'unsaved' : 'idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saveMessage, setSaveMessage] = useState<string | null>(null);
  // The status the server gives after each save: a change to an active listing's public face sends it back to review.
  const [serverStatus, setServerStatus] = useState<ListingDetail['status'] | null>(listing?.status ?? null);

  const idRef = useRef<number | null>(listing?.id ?? null);
  const valuesRef = useRef(values);
  const version = useRef(initial.restored ? 1 : 0);
  const savedVersion = useRef(0);
  const inFlight = useRef<Promise<number | null> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [listingId, setListingId] = useState<number | null>(listing?.id ?? null);
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  }, [onCreated]);

  /** Saves if anything changed and resolves to the listing id, or null when the save failed; `create` makes the draft even when nothing was typed yet (an upload needs an id). */
  const save = useCallback(async (create = false): Promise<number | null> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current) await inFlight.current;
    const unchanged = version.current === savedVersion.current;
    if (unchanged && (idRef.current !== null || !create)) return idRef.current;
    const savingVersion = version.current;
    setStatus('saving');
    const run = (async () => {
      const draft = draftFromForm(valuesRef.current);
      try {
        const created = idRef.current === null;
        const saved = created ? await createListing(draft) : await saveListing(idRef.current!, draft);
        idRef.current = saved.id;
        setListingId(saved.id);
        savedVersion.current = savingVersion;
        setServerErrors({});
        setSaveMessage(null);
        setMedia(saved.confidential?.media ?? []);
        setServerStatus(saved.status);
        if (created) clearBackup(null);
        if (version.current === savingVersion) {
          clearBackup(saved.id);
          setStatus('saved');
          setSavedAt(new Date());
        } else {
          writeBackup(saved.id, valuesRef.current);
          setStatus('unsaved');
        }
        if (created) onCreatedRef.current(saved.id);
        return saved.id;
      } catch (error) {
        setStatus('error');
        if (isApiError(error) && error.status !== null && error.status < 500) {
          setServerErrors(error.errors);
          setSaveMessage(refusalSummary(error.message, error.errors));
        } else {
          setSaveMessage('Your changes are kept on this device and will be saved when the connection is back.');
        }
        return null;
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, []);

  const update = useCallback(
    (patch: Partial<ListingFormValues> | ((current: ListingFormValues) => Partial<ListingFormValues>)) => {
      const next = { ...valuesRef.current, ...(typeof patch === 'function' ? patch(valuesRef.current) : patch) };
      valuesRef.current = next;
      version.current += 1;
      setValues(next);
      setStatus('unsaved');
      writeBackup(idRef.current, next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  useEffect(() => {
    const leaving = () => {
      if (version.current !== savedVersion.current) void save();
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (version.current !== savedVersion.current) event.preventDefault();
    };
    window.addEventListener('pagehide', leaving);
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('pagehide', leaving);
      window.removeEventListener('beforeunload', warn);
      leaving();
    };
  }, [save]);

  return {
    listingId,
    values,
    update,
    save,
    media,
    setMedia,
    status,
    savedAt,
    serverErrors,
    saveMessage,
    serverStatus,
    restored: initial.restored,
  };
}

export type ListingDraftController = ReturnType<typeof useListingDraft>;

/**
 * The banner over the form when the server refuses a save: its message when it names no field, else a count that points
 * at the messages beside the fields (written once there, not repeated here).
 */
export function refusalSummary(message: string, errors: FieldErrors): string {
  const fields = Object.keys(errors).length;
  if (fields === 0) return message;
  return fields === 1
    ? 'Not saved: one answer needs a change — its message is shown at the field.'
    : `Not saved: ${fields} answers need a change — their messages are shown at the fields.`;
}
