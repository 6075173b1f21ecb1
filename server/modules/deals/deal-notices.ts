/** Deal notices (event `deal_stage_changed`) to a deal's other side: in-app, pushed, e-mailed per their settings. */
import type { ConflictAnswer } from '../../../contracts/deals/deals';
import { quotedListing } from '../../../contracts/listings/listings';
import { listingTitle } from '../listings/listings.repository';
import { notify, type NotifyDeps } from '../notifications/notify';
import type { UserRow } from '../users/users.table';
import type { DealRow } from './deals.table';

export const DEAL_STAGE_CHANGED_SUBJECT = 'Deal stage changed';

export type DealChange =
  | { kind: 'stage'; from: string; to: string; note?: string | null }
  | { kind: 'client_notice'; from: null; to: string }
  | { kind: 'conflict_compared'; from: null; to: string }
  | { kind: 'conflict_complete'; from: null; to: string; outcome: ConflictAnswer }
  | { kind: 'conflict_restart'; from: null; to: string };

/** Who made a change, as the other side reads it in a subject. */
type Actor = 'the buyer' | 'the seller' | 'Lexchange staff';

const CONFLICT_OUTCOMES: Record<ConflictAnswer, string> = { no_conflict: 'no conflict', conflict_found: 'a conflict was found' };

/** Each notice's subject says what happened, so the list and the e-mail's subject line can be read alone. */
export function dealChangeSubject(change: DealChange, by: Actor): string {
  switch (change.kind) {
    case 'stage':
      return DEAL_STAGE_CHANGED_SUBJECT;
    case 'client_notice':
      return 'Client notices sent — the 90-day window has started';
    case 'conflict_compared':
      return 'Conflict check results are in — please confirm';
    case 'conflict_complete':
      return `Conflict check complete — ${CONFLICT_OUTCOMES[change.outcome]}`;
    case 'conflict_restart':
      return `Conflict check restarted by ${by}`;
  }
}

/** The deal page of a party: /buyer-deals/{id} for its buyer, /seller-deals/{id} for its seller. */
export const dealPath = (deal: Pick<DealRow, 'id' | 'buyerId'>, userId: number) =>
  `/${deal.buyerId === userId ? 'buyer' : 'seller'}-deals/${deal.id}`;

function bodyOf(change: DealChange, who: string, named: string): string {
  switch (change.kind) {
    case 'stage':
      // A move back and a close as lost carry the mover's reason, which the other side reads here.
      return `${who} moved your deal on ${named} from ${change.from} to ${change.to}.${change.note ? ` Their reason: ${change.note}` : ''}`;
    case 'client_notice':
      return `${who} recorded that the client notices for ${named} went out on ${change.to}; the 90-day window has started.`;
    case 'conflict_compared':
    case 'conflict_complete':
      return `Conflict check on ${named}: ${change.to}`;
    case 'conflict_restart':
      return [
        `${who} started the conflict check on ${named} over: both lists and any results were deleted.`,
        change.to,
        'Submit your list again to run a new check.',
      ]
        .filter(Boolean)
        .join(' ');
  }
}

/** Tells each recipient; returns the push failures (stored all the same) for the caller to log. */
export async function announceDealChange(
  deps: NotifyDeps,
  deal: DealRow,
  recipients: number[],
  actor: UserRow,
  change: DealChange,
): Promise<unknown[]> {
  if (recipients.length === 0) return [];
  const listing = await listingTitle(deps.database.db, deal.listingId);
  const named = listing ? quotedListing(listing) : 'your listing';
  const staff = actor.role === 'admin' && actor.id !== deal.buyerId && actor.id !== deal.sellerId;
  const who = staff ? 'Lexchange staff' : actor.uniqueId;
  const by: Actor = staff ? 'Lexchange staff' : actor.id === deal.buyerId ? 'the buyer' : 'the seller';
  const results = await Promise.all(
    recipients.map((userId) =>
      notify(deps, userId, {
        event: 'deal_stage_changed',
        subject: dealChangeSubject(change, by),
        body: bodyOf(change, who, named),
        url: dealPath(deal, userId),
      }),
    ),
  );
  return results.flatMap((result) => (result.pushError ? [result.pushError] : []));
}
