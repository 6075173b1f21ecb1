import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLOSED_LOST_STAGE, CONFLICT_CHECK_STAGE, DEAL_MESSAGES, GATE_MESSAGES } from '../../../contracts/deals/deals';
import { buildUser } from '../../test/factories';
import { sends } from '../../test/http';
import { useTestApp } from '../../test/use-test-app';
import { notifications } from '../notifications/notifications.table';
import { deals } from './deals.table';
import { BUYER_CONFLICT_LIST, completeConflictCheck, dealBetween, SELLER_CONFLICT_LIST, stagesOf } from './deals.test-support';

const t = useTestApp();
const http = sends(t);

type Pending = { stage_id: number; waiting_for: string[] }[];

async function gatedDeal() {
  const m = await dealBetween(t);
  const { named } = await stagesOf(t, m.as.seller);
  const move = (headers: Record<string, string>, stage: string, extra: object = {}) =>
    http.put(`/api/deals/${m.dealId}`, headers, { stage_id: named(stage).id, ...extra });
  const pendingOf = async (headers: Record<string, string>) => {
    const list = (await http.get('/api/deals?per_page=200', headers)).json<{ data: { id: number; pending_gates: Pending }[] }>();
    return list.data.find((deal) => deal.id === m.dealId)!.pending_gates;
  };
  return { ...m, named, move, pendingOf };
}

describe('stage gates on PUT /deals/{id} (issue #34)', () => {
  it('refuses to move past the conflict check until both sides completed it, saying what it waits for', async () => {
    const m = await gatedDeal();
    // The NDA was signed before the match: the deal may enter "NDA signed" and "Conflict check".
    expect((await m.move(m.as.buyer, 'NDA signed')).statusCode).toBe(200);
    expect((await m.move(m.as.buyer, CONFLICT_CHECK_STAGE)).statusCode).toBe(200);

    const refused = await m.move(m.as.buyer, 'Financial review');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: GATE_MESSAGES.conflictNotStarted,
      errors: { stage_id: [GATE_MESSAGES.conflictNotStarted] },
    });
    expect(await m.pendingOf(m.as.buyer)).toContainEqual({
      stage_id: m.named(CONFLICT_CHECK_STAGE).id,
      waiting_for: [GATE_MESSAGES.conflictNotStarted],
    });

    await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.seller, { names: SELLER_CONFLICT_LIST });
    expect((await m.move(m.as.seller, 'Financial review')).json().errors.stage_id).toEqual([GATE_MESSAGES.conflictListOf('buyer')]);
    await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.buyer, { names: BUYER_CONFLICT_LIST });
    expect((await m.move(m.as.seller, 'Financial review')).json().errors.stage_id).toEqual([GATE_MESSAGES.conflictConfirmBoth]);
    await http.put(`/api/deals/${m.dealId}/conflict-check`, m.as.seller, { answer: 'no_conflict' });
    const detail = (await http.get(`/api/deals/${m.dealId}`, m.as.seller)).json();
    expect(detail.pending_gates[0]).toEqual({
      stage_id: m.named(CONFLICT_CHECK_STAGE).id,
      waiting_for: [GATE_MESSAGES.conflictConfirmOf('buyer')],
    });
    await http.put(`/api/deals/${m.dealId}/conflict-check`, m.as.buyer, { answer: 'no_conflict' });

    const moved = await m.move(m.as.buyer, 'Financial review');
    expect(moved.statusCode).toBe(200);
    expect(moved.json().pending_gates.map((gate: { stage_id: number }) => gate.stage_id)).not.toContain(m.named(CONFLICT_CHECK_STAGE).id);
  });

  it('refuses to skip a stage whose work is not done, and stops at the letter of intent until both signed it', async () => {
    const m = await gatedDeal();
    const skip = await m.move(m.as.seller, 'Due diligence');
    expect(skip.json().errors.stage_id).toEqual([GATE_MESSAGES.conflictNotStarted, GATE_MESSAGES.loiNotIssued]);
    await completeConflictCheck(t, m);
    expect((await m.move(m.as.seller, 'Letter of intent')).statusCode).toBe(200);
    const past = await m.move(m.as.seller, 'Purchase agreement');
    expect([past.statusCode, past.json().errors.stage_id]).toEqual([422, [GATE_MESSAGES.loiNotIssued]]);
    // The first stage the deal cannot leave: every later one is out of reach with it.
    expect(await m.pendingOf(m.as.seller)).toEqual([
      { stage_id: m.named('Letter of intent').id, waiting_for: [GATE_MESSAGES.loiNotIssued] },
    ]);
  });

  it('holds a deal whose buyer never signed the NDA at "Introduction"', async () => {
    const m = await gatedDeal();
    const stranger = await buildUser(t.database.db, { userType: 'buying' });
    const [deal] = await t.database.db
      .insert(deals)
      .values({ listingId: m.listing.id, buyerId: stranger.id, sellerId: m.seller.id, stageId: m.named('Introduction').id })
      .returning();
    const refused = await http.put(`/api/deals/${deal!.id}`, m.as.seller, { stage_id: m.named('NDA signed').id });
    expect([refused.statusCode, refused.json().errors.stage_id]).toEqual([422, [GATE_MESSAGES.ndaUnsigned]]);
    const detail = (await http.get(`/api/deals/${deal!.id}`, m.as.seller)).json();
    expect(detail.pending_gates).toEqual([{ stage_id: m.named('Introduction').id, waiting_for: [GATE_MESSAGES.ndaUnsigned] }]);
  });

  it('moves back only with a reason, which the history keeps and the other side reads', async () => {
    const m = await gatedDeal();
    await m.move(m.as.seller, CONFLICT_CHECK_STAGE);
    const noReason = await m.move(m.as.buyer, 'NDA signed');
    expect([noReason.statusCode, noReason.json().errors.reason]).toEqual([422, [DEAL_MESSAGES.backReason]]);
    const back = await m.move(m.as.buyer, 'NDA signed', { reason: 'The NDA needs a rider for the escrow agent.' });
    expect(back.statusCode).toBe(200);
    expect(back.json().history.at(-1)).toMatchObject({
      field: 'stage',
      from: CONFLICT_CHECK_STAGE,
      to: 'NDA signed',
      note: 'The NDA needs a rider for the escrow agent.',
      by: { side: 'buyer' },
    });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.seller.id), eq(notifications.event, 'deal_stage_changed')));
    expect(told.at(-1)!.body).toContain('from Conflict check to NDA signed. Their reason: The NDA needs a rider for the escrow agent.');
  });

  it('lets staff move past a gate with a reason, logged with what was waived; a lost close is never gated', async () => {
    const m = await gatedDeal();
    const noReason = await m.move(m.as.admin, 'Financial review');
    expect(noReason.json().errors).toEqual({
      stage_id: [GATE_MESSAGES.conflictNotStarted],
      override_reason: [DEAL_MESSAGES.gateOverrideReason],
    });
    const overridden = await m.move(m.as.admin, 'Financial review', { override_reason: 'Both firms ran the check offline.' });
    expect(overridden.statusCode).toBe(200);
    expect(overridden.json().history.slice(-2)).toMatchObject([
      {
        field: 'gate_override',
        from: GATE_MESSAGES.conflictNotStarted,
        to: 'Financial review',
        note: 'Both firms ran the check offline.',
        by: { side: 'staff' },
      },
      { field: 'stage', to: 'Financial review' },
    ]);
    // A member's override_reason is no override.
    expect((await m.move(m.as.seller, 'Purchase agreement', { override_reason: 'Trust me' })).statusCode).toBe(422);
    const lost = await m.move(m.as.buyer, CLOSED_LOST_STAGE, { reason: 'The price was too far apart.' });
    expect(lost.json()).toMatchObject({ is_closed: true, pending_gates: [] });
  });
});
