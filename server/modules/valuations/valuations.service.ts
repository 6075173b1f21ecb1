import { eq } from 'drizzle-orm';
import type { CreateValuationSchema, UpdateValuationSchema, Valuation, ValuationResponse } from '../../../contracts/valuations/records';
import { estimateValuation } from '../../../contracts/valuations/estimate';
import { VALUATION_MESSAGES, type ValuationSide } from '../../../contracts/valuations/valuations';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors';
import { hasListingAccess } from '../listings/listing-access';
import { findListing } from '../listings/listings.repository';
import type { UserRow } from '../users/users.table';
import { findUserById } from '../users/users.repository';
import { findValuation } from './valuations.query';
import { canSeeValuation, isStaff } from './valuations.policy';
import { toValuation, type ValuationWithPeople } from './valuation-view';
import { valuations, type NewValuationRow } from './valuations.table';

type Deps = Pick<AppDeps, 'database' | 'jobs' | 'now'>;
type CreateBody = z.output<typeof CreateValuationSchema>;
type UpdateBody = z.output<typeof UpdateValuationSchema>;

const conflict = (message: string) => new AppError(409, 'invalid_transition', message);
export const DEFAULT_VALUATION_TITLE = 'My practice';

/** The valuation if the caller may see it; 404 otherwise, so others cannot tell it exists. */
export async function visibleValuation(deps: Pick<AppDeps, 'database'>, user: UserRow, id: number): Promise<ValuationWithPeople> {
  const row = await findValuation(deps.database.db, id);
  if (!row || !canSeeValuation(user, row.valuation)) throw notFound();
  return row;
}

export async function valuationFor(deps: Pick<AppDeps, 'database'>, user: UserRow, id: number): Promise<Valuation> {
  return toValuation(await visibleValuation(deps, user, id), { forStaff: isStaff(user) });
}

/** A seller values their own listing; a buyer one they were given access to (active); anything else is refused. */
async function listingSide(deps: Deps, user: UserRow, listingId: number): Promise<{ side: ValuationSide; headline: string }> {
  const db = deps.database.db;
  const listing = await findListing(db, listingId);
  const refuse = () => validationError({ listing_id: [VALUATION_MESSAGES.listingNotAvailable] });
  if (!listing) throw refuse();
  if (listing.ownerId === user.id) return { side: 'seller', headline: listing.headline };
  if (isStaff(user) || (listing.status === 'active' && (await hasListingAccess(db, listingId, user.id))))
    return { side: 'buyer', headline: listing.headline };
  throw refuse();
}

const estimateColumns = (inputs: CreateBody['inputs']) => {
  const estimate = estimateValuation(inputs);
  return { inputs, estimate, estimateLow: estimate.low, estimateMid: estimate.mid, estimateHigh: estimate.high };
};

/** POST /valuations: the server recomputes the estimate from the inputs; a client's figures are never stored. */
export async function createValuation(deps: Deps, user: UserRow, body: CreateBody): Promise<ValuationResponse> {
  const listing = body.listing_id ? await listingSide(deps, user, body.listing_id) : null;
  const now = deps.now();
  const values: NewValuationRow = {
    ownerId: user.id,
    listingId: body.listing_id ?? null,
    side: listing?.side ?? 'seller',
    title: body.title || listing?.headline || DEFAULT_VALUATION_TITLE,
    ...estimateColumns(body.inputs),
    status: body.request_expert ? 'requested' : 'estimate',
    requestedAt: body.request_expert ? now : null,
    createdAt: now,
    updatedAt: now,
  };
  const [row] = await deps.database.db.insert(valuations).values(values).returning({ id: valuations.id });
  return {
    message: body.request_expert ? VALUATION_MESSAGES.expertRequested : VALUATION_MESSAGES.saved,
    valuation: await valuationFor(deps, user, row!.id),
  };
}

const STAFF_FIELDS = ['assigned_to', 'status', 'final_low', 'final_mid', 'final_high', 'notes', 'complete'] as const;
const OWNER_FIELDS = ['inputs', 'title', 'request_expert'] as const;
const sent = (body: UpdateBody, fields: readonly (keyof UpdateBody)[]) => fields.some((field) => body[field] !== undefined);

function ownerChanges(row: ValuationWithPeople, body: UpdateBody, now: Date): { patch: Partial<NewValuationRow>; message: string } {
  const { valuation } = row;
  if (valuation.status !== 'estimate')
    throw conflict(body.request_expert ? VALUATION_MESSAGES.alreadyRequested : VALUATION_MESSAGES.notEditable);
  const patch: Partial<NewValuationRow> = {};
  if (body.inputs) Object.assign(patch, estimateColumns(body.inputs));
  if (body.title) patch.title = body.title;
  if (body.request_expert) {
    patch.status = 'requested';
    patch.requestedAt = now;
  }
  return { patch, message: body.request_expert ? VALUATION_MESSAGES.expertRequested : VALUATION_MESSAGES.saved };
}

async function staffChanges(deps: Deps, row: ValuationWithPeople, body: UpdateBody, user: UserRow, now: Date) {
  const { valuation } = row;
  if (valuation.status === 'estimate') throw conflict(VALUATION_MESSAGES.notRequested);
  if (valuation.status === 'completed' || valuation.completionRequestedAt) throw conflict(VALUATION_MESSAGES.alreadyCompleted);
  const patch: Partial<NewValuationRow> = {};
  if (body.assigned_to !== undefined) {
    if (body.assigned_to !== null) {
      const assignee = await findUserById(deps.database.db, body.assigned_to);
      if (!assignee || !isStaff(assignee)) throw validationError({ assigned_to: [VALUATION_MESSAGES.notStaffMember] });
    }
    patch.assignedTo = body.assigned_to;
  }
  if (body.status === 'in_review' || (body.assigned_to && valuation.status === 'requested')) patch.status = 'in_review';
  if (body.final_low !== undefined) patch.finalLow = body.final_low;
  if (body.final_mid !== undefined) patch.finalMid = body.final_mid;
  if (body.final_high !== undefined) patch.finalHigh = body.final_high;
  if (body.notes !== undefined) patch.notes = body.notes || null;
  if (!body.complete) return { patch, complete: false };

  const final = {
    final_low: patch.finalLow !== undefined ? patch.finalLow : valuation.finalLow,
    final_mid: patch.finalMid !== undefined ? patch.finalMid : valuation.finalMid,
    final_high: patch.finalHigh !== undefined ? patch.finalHigh : valuation.finalHigh,
  };
  const missing = Object.entries(final).filter(([, value]) => value === null || value === undefined);
  if (missing.length > 0) throw validationError(Object.fromEntries(missing.map(([field]) => [field, [VALUATION_MESSAGES.finalNeeded]])));
  if (!(final.final_low! <= final.final_mid! && final.final_mid! <= final.final_high!))
    throw validationError({ final_mid: [VALUATION_MESSAGES.finalOrder] });
  Object.assign(patch, {
    status: 'in_review',
    completionRequestedAt: now,
    completedBy: user.id,
    assignedTo: patch.assignedTo ?? valuation.assignedTo ?? user.id,
  });
  return { patch, complete: true };
}

/** POST /valuations/{id} (PUT): the owner edits or sends an estimate to our experts; staff review and complete. */
export async function updateValuation(deps: Deps, user: UserRow, id: number, body: UpdateBody): Promise<ValuationResponse> {
  const row = await visibleValuation(deps, user, id);
  const now = deps.now();
  const forStaff = sent(body, STAFF_FIELDS);
  if (forStaff && !isStaff(user)) throw forbidden(VALUATION_MESSAGES.staffOnly);
  if (forStaff && sent(body, OWNER_FIELDS)) throw validationError({ _: ['Send either the owner’s changes or staff’s, not both.'] });
  let patch: Partial<NewValuationRow> = {};
  let message: string = VALUATION_MESSAGES.saved;
  let complete = false;
  if (forStaff) {
    ({ patch, complete } = await staffChanges(deps, row, body, user, now));
    if (complete) message = VALUATION_MESSAGES.completed;
  } else if (sent(body, OWNER_FIELDS)) {
    if (row.valuation.ownerId !== user.id) throw forbidden('Only the owner can change a valuation’s figures.');
    ({ patch, message } = ownerChanges(row, body, now));
  }
  if (Object.keys(patch).length > 0) {
    await deps.database.db
      .update(valuations)
      .set({ ...patch, updatedAt: now })
      .where(eq(valuations.id, id));
  }
  // The report is rendered in the job queue; the valuation turns completed only once it is stored.
  if (complete) await deps.jobs.enqueue('valuations.complete', { valuationId: id });
  return { message, valuation: await valuationFor(deps, user, id) };
}
