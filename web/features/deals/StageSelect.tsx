import type { Deal, DealStage } from '../../../contracts/deals';
import { selectableStages } from './dealLabels';

/** The keyboard and touch way to move a deal: a select of the stages in use. */
export function StageSelect({
  deal,
  stages,
  onMove,
  disabled,
  id,
  size = 'sm',
}: {
  deal: Deal;
  stages: DealStage[];
  onMove: (stage: DealStage) => void;
  disabled?: boolean;
  id?: string;
  size?: 'sm' | 'md';
}) {
  const current = stages.find((stage) => stage.id === deal.stage_id);
  const options = selectableStages(stages);
  return (
    <select
      id={id}
      className={`form-select${size === 'sm' ? ' form-select-sm' : ''}`}
      aria-label={id ? undefined : `Stage of the deal on ${deal.listing.headline || 'this listing'}`}
      value={deal.stage_id}
      disabled={disabled}
      onChange={(event) => {
        const stage = stages.find((candidate) => candidate.id === Number(event.target.value));
        if (stage) onMove(stage);
      }}
    >
      {current?.retired ? <option value={current.id}>{current.name} (retired)</option> : null}
      {options.map((stage) => (
        <option key={stage.id} value={stage.id}>
          {stage.name}
        </option>
      ))}
    </select>
  );
}
