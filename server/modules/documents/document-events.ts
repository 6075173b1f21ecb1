import type { Db, Transaction } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import type { DocumentKind } from '../../../contracts/documents/documents';
import type { DocumentRow } from './documents.table';

/** A document every party has just signed: frozen, its final PDF stored. */
export interface SignedDocumentEvent {
  document: DocumentRow;
  /** The party rows' user ids by side (null for a deleted account). */
  parties: { side: string; userId: number | null }[];
  now: Date;
}

export interface SignedDocumentStep {
  /** Unique per kind; registering the same name again replaces the step. */
  name: string;
  /** Runs inside the transaction that finalises the document, so exactly once: a throw undoes the last signature. */
  run(tx: Transaction, event: SignedDocumentEvent): Promise<void>;
  /** Runs after that transaction committed (notifications, real-time); a throw is logged, the signature stands. */
  after?(deps: AppDeps, event: SignedDocumentEvent): Promise<void>;
}

/** A party has just signed a document, the last party or not: the document as it now stands. */
export interface PartySignedEvent {
  document: DocumentRow;
  signer: { side: string; userId: number; uniqueId: string };
  parties: { side: string; userId: number | null }[];
  /** True when this signature was the last: the document is frozen and its kind's steps ran. */
  complete: boolean;
  now: Date;
}

export interface PartySignedListener {
  /** Unique; registering the same name again replaces the listener. */
  name: string;
  /** Runs after the signature committed (the other side's live page, a notice); a throw is logged, the signature stands. */
  after(deps: AppDeps, event: PartySignedEvent): Promise<void>;
}

/** Who besides the parties and staff may read a document of a kind (the listing's seller reads its NDAs). */
export type DocumentReader = (db: Db, userId: number, document: DocumentRow) => Promise<boolean>;

const steps = new Map<string, Map<string, SignedDocumentStep>>();
const readers = new Map<string, DocumentReader>();
const signedListeners = new Map<string, PartySignedListener>();

/**
 * What the modules above documents add, registered at start-up so documents never imports them: offers moves the
 * deal when both sides have signed the letter of intent; listings lets the seller read the NDAs of their listing.
 */
export function onDocumentSigned(kind: DocumentKind, step: SignedDocumentStep): void {
  if (!steps.has(kind)) steps.set(kind, new Map());
  steps.get(kind)?.set(step.name, step);
}

export function signedDocumentSteps(kind: string): SignedDocumentStep[] {
  return [...(steps.get(kind)?.values() ?? [])];
}

/** Every signature of every kind, after it committed: offers tells a deal's other side that one side has signed. */
export function onPartySigned(listener: PartySignedListener): void {
  signedListeners.set(listener.name, listener);
}

export function partySignedListeners(): PartySignedListener[] {
  return [...signedListeners.values()];
}

export function provideDocumentReader(kind: DocumentKind, reader: DocumentReader): void {
  readers.set(kind, reader);
}

export function documentReader(kind: string): DocumentReader | null {
  return readers.get(kind) ?? null;
}
