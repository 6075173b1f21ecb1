import type { Deal, DealStage } from '../../../contracts/deals/deals';
import { selectableStages, stageBlock } from './dealLabels';

/**
 * The keyboard and touch way to move a deal: a select of the stages in use. A stage the deal cannot reach yet says
 * why beside its name, and is disabled for the parties (staff may pick it to override, with a reason).
 */
export function StageSelect({
  deal,
  stages,
  onMove,
  disabled,
  id,
  size = 'sm',
  isStaff = false,
}: {
  deal: Deal;
  stages: DealStage[];
  onMove: (stage: DealStage) => void;
  disabled?: boolean;
  id?: string;
  size?: 'sm' | 'md';
  isStaff?: boolean;
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
      {options.map((stage) => {
        const block = stageBlock(deal, stages, stage);
        return (
          <option key={stage.id} value={stage.id} disabled={Boolean(block) && !isStaff} title={block ?? undefined}>
            {block ? `${stage.name} — ${isStaff ? 'override: ' : ''}${block}` : stage.name}
          </option>
        );
      })}
    </select>
  );
}
