import { describe, expect, it } from 'vitest';
import { buildDeal, buildStage } from '../../test/dealFixtures';
import { boardStages, counterpartOf, daysInStage, dealPath, enterNote, lastActivity, likelihoodTone, selectableStages } from './dealLabels';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('deal labels', () => {
  it('shows the seller the buyer and the buyer the seller', () => {
    const deal = buildDeal(1);
    expect(counterpartOf(deal, 'seller')?.unique_id).toBe('LX-B1');
    expect(counterpartOf(deal, 'buyer')?.unique_id).toBe('LX-S1');
    expect(counterpartOf(buildDeal(2, { buyer_info: null }), 'seller')).toBeNull();
  });

  it('counts the days in the stage as Today, 1 day, then n days', () => {
    expect(daysInStage(buildDeal(1, { stage_changed_at: '2026-03-10T08:00:00.000Z' }), now)).toBe('Today');
    expect(daysInStage(buildDeal(1, { stage_changed_at: '2026-03-09T08:00:00.000Z' }), now)).toBe('1 day');
    expect(daysInStage(buildDeal(1, { stage_changed_at: '2026-02-28T12:00:00.000Z' }), now)).toBe('10 days');
    // A clock a little behind the server's never shows a negative count.
    expect(daysInStage(buildDeal(1, { stage_changed_at: '2026-03-11T12:00:00.000Z' }), now)).toBe('Today');
  });

  it('words the last activity as today, yesterday, n days ago, then a date after a month', () => {
    expect(lastActivity('2026-03-10T01:00:00.000Z', now)).toBe('today');
    expect(lastActivity('2026-03-09T11:00:00.000Z', now)).toBe('yesterday');
    expect(lastActivity('2026-02-08T13:00:00.000Z', now)).toBe('29 days ago');
    const old = '2026-02-08T11:00:00.000Z';
    expect(lastActivity(old, now)).toBe(new Date(old).toLocaleDateString(undefined, { dateStyle: 'medium' }));
  });

  it('shows a retired stage on the board only while it holds deals, and never offers it as a move', () => {
    const stages = [buildStage(1), buildStage(2, { retired: true }), buildStage(3, { retired: true }), buildStage(4, { is_closed: true })];
    const deals = [buildDeal(1, { stage_id: 2 })];
    expect(boardStages(stages, deals).map((stage) => stage.id)).toEqual([1, 2, 4]);
    expect(boardStages(stages, []).map((stage) => stage.id)).toEqual([1, 4]);
    expect(selectableStages(stages).map((stage) => stage.id)).toEqual([1, 4]);
  });

  it("links a deal under its side's page", () => {
    expect(dealPath('buyer', 7)).toBe('/buyer-deals/7');
    expect(dealPath('seller', 7)).toBe('/seller-deals/7');
  });

  it('colours the likelihood of closing: 70 and up success, 35 and up warning, below secondary', () => {
    expect([100, 70, 69, 35, 34, 0].map(likelihoodTone)).toEqual(['success', 'success', 'warning', 'warning', 'secondary', 'secondary']);
  });

  it('says under a letter both signed what the deal waits for before "Letter of intent", or that either side may move it there', () => {
    const stages = [
      buildStage(1, { name: 'Conflict check' }),
      buildStage(2, { name: 'Financial review' }),
      buildStage(3, { name: 'Letter of intent' }),
      buildStage(4, { name: 'Closed — won', is_closed: true, outcome: 'won' }),
    ];
    const wait = 'Waiting for the seller’s conflict list.';
    const waiting = buildDeal(1, { stage_id: 1, pending_gates: [{ stage_id: 1, waiting_for: [wait] }] });
    expect(enterNote(waiting, stages, 'Letter of intent')).toBe(
      `The deal moves to “Letter of intent” once the work of the stages before it is done. ${wait}`,
    );
    expect(enterNote(buildDeal(2, { stage_id: 2, pending_gates: [] }), stages, 'Letter of intent')).toBe(
      'Either side can now move the deal to “Letter of intent”.',
    );
    // There already, past it, or closed: nothing to say.
    expect(enterNote(buildDeal(3, { stage_id: 3, pending_gates: [] }), stages, 'Letter of intent')).toBeNull();
    expect(enterNote(buildDeal(4, { stage_id: 4, is_closed: true, pending_gates: [] }), stages, 'Letter of intent')).toBeNull();
  });
});
