import { daysSince, type Deal, type DealStage } from '../../../contracts/deals';
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
