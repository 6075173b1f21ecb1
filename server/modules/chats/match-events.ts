import type { Db, Transaction } from '../../platform/db/database';

/** A match the seller (or staff) has just accepted, inside the transaction that grants the buyer access. */
export interface AcceptedMatch {
  listingId: number;
  chatId: number;
  buyerId: number;
  sellerId: number;
  acceptedById: number;
  now: Date;
}

export interface MatchStep {
  /** Unique; registering the same name again replaces the step. */
  name: string;
  run(tx: Transaction, match: AcceptedMatch): Promise<void>;
}

/** The deal of each chat, if any; deals provides it. */
export type ChatDealsReader = (db: Db, chatIds: number[]) => Promise<{ id: number; chatId: number | null }[]>;

/**
 * What the modules above chats add to a match, registered at start-up so chats never imports them: deals opens a
 * deal when a match is accepted and tells the chat list which deal belongs to which chat.
 */
const steps = new Map<string, MatchStep>();
let chatDealsReader: ChatDealsReader | null = null;

export function onMatchAccepted(step: MatchStep): void {
  steps.set(step.name, step);
}

export async function runMatchAcceptedSteps(tx: Transaction, match: AcceptedMatch): Promise<void> {
  for (const step of steps.values()) await step.run(tx, match);
}

export function provideChatDeals(reader: ChatDealsReader): void {
  chatDealsReader = reader;
}

export function chatDeals(db: Db, chatIds: number[]): Promise<{ id: number; chatId: number | null }[]> {
  return chatDealsReader ? chatDealsReader(db, chatIds) : Promise.resolve([]);
}
