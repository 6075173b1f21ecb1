/**
 * The pipeline board: one column per stage; cards are dragged between columns (pointer or keyboard). An empty stage
 * is a narrow strip with its name and count, still a drop target, so the stages that hold deals fit at 1280 px. While
 * a card is dragged, the stages it cannot reach yet are shown blocked with why; a drop there is refused with that
 * sentence (useMoveDeal), before any dialog.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useState, type KeyboardEventHandler, type PointerEventHandler } from 'react';
import type { Deal, DealStage } from '../../../contracts/deals/deals';
import { cx } from '../../lib/cx';
import { DealCard } from './DealCard';
import { isCollapsedColumn, stageBlock } from './dealLabels';
import type { DealsSide } from './dealsApi';

interface BoardProps {
  deals: Deal[];
  stages: DealStage[];
  side: DealsSide;
  onMove: (deal: Deal, stage: DealStage) => void;
  movingId?: number;
}

/**
 * A dragged card is wider than a collapsed strip and covers several at once: the pointer says which column is meant.
 * The keyboard has no pointer: there the column whose centre is nearest the card's wins.
 */
const dropTarget: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : closestCenter(args);
};

function DraggableCard({ deal, side, moving, locked }: { deal: Deal; side: DealsSide; moving: boolean; locked: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: `deal-${deal.id}`,
    data: { deal },
    disabled: locked,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  // The card holds links, so it is no button itself (a list item that is a button, around links, is nested
  // interactive content): the mouse drags the whole card, the keyboard a "Move" button that shows when focused.
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cx('deal-board__item', isDragging && 'deal-board__item--dragging', !locked && 'deal-board__item--draggable')}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
    >
      {locked ? null : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="btn btn-sm btn-light visually-hidden-focusable mb-1"
          {...attributes}
          onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
          aria-roledescription="Draggable deal"
          aria-label={`Move the deal on ${deal.listing.headline}`}
        >
          <i className="bi bi-arrows-move me-1" aria-hidden="true" />
          Move
        </button>
      )}
      <DealCard deal={deal} side={side} moving={moving} />
    </li>
  );
}

function StageColumn({
  stage,
  deals,
  side,
  movingId,
  isStaff,
  block,
}: {
  stage: DealStage;
  deals: Deal[];
  side: DealsSide;
  movingId?: number;
  isStaff: boolean;
  /** What the dragged deal still waits for before it may reach this stage. */
  block: string | null;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `stage-${stage.id}`, data: { stage }, disabled: stage.retired });
  const average = deals.length ? Math.round(deals.reduce((sum, deal) => sum + deal.likelihood_of_closing, 0) / deals.length) : null;
  const collapsed = isCollapsedColumn(deals);
  const label = `${stage.name}: ${deals.length} deal${deals.length === 1 ? '' : 's'}`;
  return (
    <section
      ref={setNodeRef}
      className={cx(
        'deal-board__column',
        collapsed && 'deal-board__column--collapsed',
        isOver && 'deal-board__column--over',
        stage.outcome && `deal-board__column--${stage.outcome}`,
        block && 'deal-board__column--blocked',
      )}
      aria-label={label}
      aria-disabled={block ? true : undefined}
      title={
        block
          ? `${stage.name}: not yet. ${block}${isStaff ? ' Staff may override with a reason.' : ''}`
          : collapsed
            ? `${stage.name}: no deals. Drop a deal here to move it to this stage.`
            : undefined
      }
    >
      <header className="deal-board__header">
        <h2 className="h6 mb-0">{stage.name}</h2>
        <span className="badge rounded-pill text-bg-light border">{deals.length}</span>
      </header>
      {block && !collapsed ? (
        <p className="deal-board__block small mb-2 px-1" role="status">
          <i className="bi bi-lock me-1" aria-hidden="true" />
          {block}
        </p>
      ) : null}
      {collapsed ? (
        <p className="visually-hidden">No deals here</p>
      ) : (
        <>
          {average !== null && !stage.outcome ? (
            <p className="small text-body-secondary mb-2 px-1">Average likelihood {average} %</p>
          ) : null}
          {stage.retired ? <p className="small text-body-secondary mb-2 px-1">Retired stage: move these deals on.</p> : null}
          <ul className="list-unstyled deal-board__list mb-0">
            {deals.map((deal) => (
              <DraggableCard key={deal.id} deal={deal} side={side} moving={movingId === deal.id} locked={deal.is_closed && !isStaff} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function DealBoard({ deals, stages, side, onMove, movingId, isStaff }: BoardProps & { isStaff: boolean }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor));
  const [dragged, setDragged] = useState<Deal | null>(null);
  const onDragStart = (event: DragStartEvent) => setDragged((event.active.data.current?.deal as Deal | undefined) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const deal = event.active.data.current?.deal as Deal | undefined;
    const stage = event.over?.data.current?.stage as DealStage | undefined;
    if (deal && stage && stage.id !== deal.stage_id) onMove(deal, stage);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dropTarget}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <div className="deal-board" role="region" aria-label="Pipeline board">
        {stages.map((stage) => (
          <StageColumn
            key={stage.id}
            stage={stage}
            deals={deals.filter((deal) => deal.stage_id === stage.id)}
            side={side}
            movingId={movingId}
            isStaff={isStaff}
            block={dragged ? stageBlock(dragged, stages, stage) : null}
          />
        ))}
      </div>
    </DndContext>
  );
}
