import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import type { ResourceSummary } from '../../../contracts/resources/resources';
import { ResourceCard } from './ResourceCard';

interface SortableResourceListProps {
  resources: ResourceSummary[];
  hrefFor: (id: number) => string;
  actionsFor: (resource: ResourceSummary) => ReactNode;
  onReorder: (order: number[]) => void;
  disabled: boolean;
}

function SortableItem({
  resource,
  href,
  actions,
  disabled,
}: {
  resource: ResourceSummary;
  href: string;
  actions: ReactNode;
  disabled: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: resource.id,
    disabled,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="btn btn-sm btn-link text-body-secondary resource-card__handle"
      aria-label={`Move “${resource.title}”`}
      disabled={disabled}
      {...attributes}
      {...listeners}
    >
      <i className="bi bi-grip-vertical" aria-hidden="true" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className="resource-list__item"
      data-resource-id={resource.id}
    >
      <ResourceCard resource={resource} href={href} handle={handle} actions={actions} dragging={isDragging} />
    </li>
  );
}

const titleOf = (resources: ResourceSummary[], id: unknown) => resources.find((resource) => resource.id === id)?.title ?? 'the resource';
const placeOf = (resources: ResourceSummary[], id: unknown) => resources.findIndex((resource) => resource.id === id) + 1;

/** Staff's list: drag a card by its handle, or focus the handle, press Space, move with the arrow keys, Space again. */
export function SortableResourceList({ resources, hrefFor, actionsFor, onReorder, disabled }: SortableResourceListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up “${titleOf(resources, active.id)}”, position ${placeOf(resources, active.id)} of ${resources.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `“${titleOf(resources, active.id)}” is over position ${placeOf(resources, over.id)} of ${resources.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `“${titleOf(resources, active.id)}” dropped at position ${placeOf(resources, over.id)} of ${resources.length}.` : undefined,
    onDragCancel: ({ active }) => `Moving “${titleOf(resources, active.id)}” was cancelled.`,
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = resources.findIndex((resource) => resource.id === active.id);
    const to = resources.findIndex((resource) => resource.id === over.id);
    onReorder(arrayMove(resources, from, to).map((resource) => resource.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a resource, press Space, use the up and down arrow keys, then press Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={resources.map((resource) => resource.id)} strategy={verticalListSortingStrategy}>
        <ol className="list-unstyled resource-list mb-0">
          {resources.map((resource) => (
            <SortableItem
              key={resource.id}
              resource={resource}
              href={hrefFor(resource.id)}
              actions={actionsFor(resource)}
              disabled={disabled}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
