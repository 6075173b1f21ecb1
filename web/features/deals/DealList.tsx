/** The deals as a sortable table (desktop) or stacked cards (≤ 1000 px), each with a stage select. */
import { ListingReference } from '../../components/ListingReference';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Deal, DealStage } from '../../../contracts/deals/deals';
import { counterpartOf, daysInStage, dealPath, lastActivity } from './dealLabels';
import { DealCard } from './DealCard';
import type { DealsSide } from './dealsApi';
import { PartyBadge } from '../../components/PartyBadge';
import { StageSelect } from './StageSelect';

type SortKey = 'listing' | 'counterpart' | 'stage' | 'likelihood' | 'days' | 'activity';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'listing', label: 'Listing' },
  { key: 'counterpart', label: 'Counterpart' },
  { key: 'stage', label: 'Stage' },
  { key: 'likelihood', label: 'Likelihood' },
  { key: 'days', label: 'In stage' },
  { key: 'activity', label: 'Last activity' },
];

interface ListProps {
  deals: Deal[];
  stages: DealStage[];
  side: DealsSide;
  onMove: (deal: Deal, stage: DealStage) => void;
  movingId?: number;
  mobile: boolean;
  isStaff: boolean;
}

export function DealList({ deals, stages, side, onMove, movingId, mobile, isStaff }: ListProps) {
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'activity', descending: true });
  const position = useMemo(() => new Map(stages.map((stage) => [stage.id, stage.position])), [stages]);
  const sorted = useMemo(() => {
    const value = (deal: Deal): string | number => {
      switch (sort.key) {
        case 'listing':
          return deal.listing.headline.toLocaleLowerCase();
        case 'counterpart':
          return counterpartOf(deal, side)?.unique_id ?? '';
        case 'stage':
          return position.get(deal.stage_id) ?? 0;
        case 'likelihood':
          return deal.likelihood_of_closing;
        case 'days':
          return -new Date(deal.stage_changed_at).getTime();
        case 'activity':
          return new Date(deal.updated_at).getTime();
      }
    };
    return [...deals].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const order = x < y ? -1 : x > y ? 1 : b.id - a.id;
      return sort.descending ? -order : order;
    });
  }, [deals, sort, side, position]);

  const locked = (deal: Deal) => deal.is_closed && !isStaff;

  if (mobile) {
    return (
      <ul className="list-unstyled d-grid gap-2 mb-0" aria-label="Deals">
        {sorted.map((deal) => (
          <li key={deal.id}>
            <DealCard deal={deal} side={side} moving={movingId === deal.id}>
              <div className="mt-2 pt-2 border-top">
                <span className="small text-body-secondary d-block mb-1" aria-hidden="true">
                  Stage
                </span>
                <StageSelect
                  deal={deal}
                  stages={stages}
                  onMove={(stage) => onMove(deal, stage)}
                  disabled={locked(deal) || movingId === deal.id}
                  isStaff={isStaff}
                />
              </div>
            </DealCard>
          </li>
        ))}
      </ul>
    );
  }

  const toggle = (key: SortKey) =>
    setSort((current) => ({ key, descending: current.key === key ? !current.descending : key !== 'listing' && key !== 'counterpart' }));
  return (
    <div className="card">
      <div className="table-responsive">
        <table className="table table-hover align-middle mb-0 deal-table">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className="text-nowrap"
                  aria-sort={sort.key === column.key ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                >
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0 text-reset fw-semibold text-decoration-none"
                    onClick={() => toggle(column.key)}
                  >
                    {column.label}
                    {sort.key === column.key ? (
                      <i className={`bi ms-1 ${sort.descending ? 'bi-caret-down-fill' : 'bi-caret-up-fill'}`} aria-hidden="true" />
                    ) : null}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.map((deal) => {
              const counterpart = counterpartOf(deal, side);
              return (
                <tr key={deal.id}>
                  <td>
                    <Link to={dealPath(side, deal.id)} className="fw-semibold text-decoration-none">
                      {deal.listing.headline || 'Untitled listing'}
                    </Link>
                    <ListingReference reference={deal.listing.reference} className="d-block" />
                  </td>
                  <td>
                    <PartyBadge uniqueId={counterpart?.unique_id ?? null} level={counterpart?.verification_level ?? null} />
                  </td>
                  <td style={{ minWidth: '13rem' }}>
                    <StageSelect
                      deal={deal}
                      stages={stages}
                      onMove={(stage) => onMove(deal, stage)}
                      disabled={locked(deal) || movingId === deal.id}
                      isStaff={isStaff}
                    />
                  </td>
                  <td className="tabular-nums text-nowrap">{deal.likelihood_of_closing} %</td>
                  <td className="text-nowrap">{daysInStage(deal)}</td>
                  <td className="text-nowrap">{lastActivity(deal.updated_at)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
