import { daysSince, type Deal, type DealStage } from '../../../contracts/deals/deals';
import type { DealsSide } from './dealsApi';
import { formatDate } from '../../lib/dates';

/** The other party of the deal, as the viewer on `side` sees it. */
export const counterpartOf = (deal: Deal, side: DealsSide) => (side === 'seller' ? deal.buyer_info : deal.seller_info);

export const daysInStage = (deal: Deal, now = new Date()) => {
  const days = daysSince(deal.stage_changed_at, now);
  return days === 0 ? 'Today' : days === 1 ? '1 day' : `${days} days`;
};

export function lastActivity(iso: string, now = new Date()): string {
  const days = daysSince(iso, now);
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 30) return `${days} days ago`;
  return formatDate(iso);
}

/** Stages shown as board columns: every stage in use, and a retired one only while it still holds deals. */
export const boardStages = (stages: DealStage[], deals: Deal[]) =>
  stages.filter((stage) => !stage.retired || deals.some((deal) => deal.stage_id === stage.id));

/**
 * A board column with no deals collapses to a narrow strip (its name and count stay readable, and it still takes a
 * drop): ten full columns do not fit beside each other, and the empty ones would push the deals out of view.
 */
export const isCollapsedColumn = (dealsInStage: readonly Deal[]) => dealsInStage.length === 0;

/** Stages a deal can be moved to. */
export const selectableStages = (stages: DealStage[]) => stages.filter((stage) => !stage.retired);

export const dealPath = (side: DealsSide, id: number) => `/${side}-deals/${id}`;

export const likelihoodTone = (value: number) => (value >= 70 ? 'success' : value >= 35 ? 'warning' : 'secondary');

const stageOf = (stages: DealStage[], id: number) => stages.find((stage) => stage.id === id);

/**
 * Why the deal cannot move forward to `target` yet (issue #34): what the stages it would leave or skip still wait
 * for, from the deal's `pending_gates`; null when the server will take the move (back, lost, or every gate done).
 */
export function stageBlock(deal: Deal, stages: DealStage[], target: DealStage): string | null {
  const current = stageOf(stages, deal.stage_id);
  if (!current || current.outcome !== null || target.outcome === 'lost' || target.position <= current.position) return null;
  const waits = deal.pending_gates
    .filter((gate) => {
      const position = stageOf(stages, gate.stage_id)?.position;
      return position !== undefined && position >= current.position && position < target.position;
    })
    .flatMap((gate) => gate.waiting_for);
  return waits.length ? [...new Set(waits)].join(' ') : null;
}

/**
 * A stage the deal enters by itself when both sides sign its document ("Letter of intent"), seen from an open deal
 * still before it: what the stages on the way wait for ('' when nothing: either side may move it there now). Null
 * when the deal is there or beyond, closed, or the stage is gone. The signing passes the same gates (issue #34).
 */
export function waitToEnter(deal: Deal, stages: DealStage[], stageName: string): string | null {
  const current = stageOf(stages, deal.stage_id);
  const target = stages.find((stage) => stage.name === stageName && stage.outcome === null && !stage.retired);
  if (!current || !target || current.outcome !== null || target.position <= current.position) return null;
  return stageBlock(deal, stages, target) ?? '';
}

/** What the deal room says under a document both signed about the stage it leads to, or null (see waitToEnter). */
export function enterNote(deal: Deal, stages: DealStage[], stageName: string): string | null {
  const wait = waitToEnter(deal, stages, stageName);
  if (wait === null) return null;
  return wait
    ? `The deal moves to “${stageName}” once the work of the stages before it is done. ${wait}`
    : `Either side can now move the deal to “${stageName}”.`;
}

/** An open deal going to an earlier open stage: either side may, with a reason the other side reads. */
export function isBackMove(deal: Deal, stages: DealStage[], target: DealStage): boolean {
  const current = stageOf(stages, deal.stage_id);
  return Boolean(current && current.outcome === null && target.outcome === null && target.position < current.position);
}

/** What the deal waits for before it may leave its own stage, or null. */
export const waitingToLeave = (deal: Deal) =>
  deal.is_closed ? null : (deal.pending_gates.find((gate) => gate.stage_id === deal.stage_id)?.waiting_for.join(' ') ?? null);
