import { useCallback, useState } from 'react';
import { emptyValuationForm, type ValuationFormValues } from '../../../contracts/valuations/form';
import { localStore } from '../../lib/storageKeys';

export interface ValuationDraft {
  values: ValuationFormValues;
  listingId: number | null;
}

function read(key: string): ValuationDraft | null {
  const raw = localStore.get(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ValuationDraft>;
    if (!parsed.values || typeof parsed.values !== 'object') return null;
    return {
      values: { ...emptyValuationForm(), ...parsed.values },
      listingId: typeof parsed.listingId === 'number' ? parsed.listingId : null,
    };
  } catch {
    return null;
  }
}

/** The form as the user types, kept on this device so that a closed tab loses nothing. */
export function useValuationDraft(key: string, initial: () => ValuationDraft) {
  const [stored] = useState(() => read(key));
  const [draft, setDraft] = useState<ValuationDraft>(() => stored ?? initial());
  const update = useCallback(
    (next: ValuationDraft) => {
      setDraft(next);
      localStore.set(key, JSON.stringify(next));
    },
    [key],
  );
  const clear = useCallback(() => localStore.remove(key), [key]);
  return { draft, update, clear, restored: stored !== null };
}
