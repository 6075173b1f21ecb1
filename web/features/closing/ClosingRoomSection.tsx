/**
 * The deal page's "Closing room" (issue #32): once both sides signed the letter of intent, the law-practice checklist
 * with its progress, each item's owner, due date, status and files; either side adds items. Before that, what it
 * waits for. The due-diligence requests follow it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CLOSING_LIMITS,
  OWNER_SIDE_LABELS,
  OWNER_SIDES,
  progressPercent,
  type ClosingItem,
  type ClosingRoom,
  type ItemStatus,
  type OwnerSide,
} from '../../../contracts/closing/closing';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { ClosingItemRow } from './ClosingItemRow';
import { addClosingItem, changeClosingItem, closingKeys, fetchClosingRoom, removeClosingItem, uploadItemFiles } from './closingApi';
import { ITEM_ORDER_LABELS, orderItems, type ItemOrder } from './closingLabels';
import { DueDiligenceRequests } from './DueDiligenceRequests';
import './closing.css';

const problemOf = (error: unknown) => (isApiError(error) ? (error.fieldError('files') ?? error.message) : 'Something went wrong.');

/** `dealClosed`: a deal that closed without a closing room (no letter of intent signed here) shows no section at all. */
export function ClosingRoomSection({ dealId, dealClosed = false }: { dealId: number; dealClosed?: boolean }) {
  const roomQuery = useQuery({ queryKey: closingKeys.room(dealId), queryFn: ({ signal }) => fetchClosingRoom(dealId, signal) });
  const room = roomQuery.data;
  if (dealClosed && room && !room.open) return null;
  return (
    <section className="card mb-3" aria-labelledby="closing-room-title" id="closing-room">
      <div className="card-body">
        <h2 id="closing-room-title" className="h6">
          Closing room
        </h2>
        {roomQuery.isError ? (
          <p className="small text-danger mb-0">The closing room could not be loaded.</p>
        ) : !room ? (
          <p className="small text-body-secondary mb-0">Loading…</p>
        ) : !room.open ? (
          <p className="small text-body-secondary mb-0">
            <i className="bi bi-lock me-2" aria-hidden="true" />
            {room.waiting_for}
          </p>
        ) : (
          <Checklist dealId={dealId} room={room} />
        )}
      </div>
      {room?.open ? <DueDiligenceRequests dealId={dealId} side={room.side} readOnly={room.read_only} /> : null}
    </section>
  );
}

function Checklist({ dealId, room }: { dealId: number; room: ClosingRoom }) {
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<ItemOrder>('checklist');
  const [busyItem, setBusyItem] = useState<number | null>(null);
  const store = (next: ClosingRoom) => queryClient.setQueryData(closingKeys.room(dealId), next);
  const change = useMutation({
    mutationFn: async (action: () => Promise<ClosingRoom>) => action(),
    onSuccess: store,
    onError: (error) => notify(problemOf(error), 'error'),
    onSettled: () => setBusyItem(null),
  });
  const act = (item: ClosingItem, action: () => Promise<ClosingRoom>) => {
    setBusyItem(item.id);
    change.mutate(action);
  };
  const percent = progressPercent(room.progress);

  return (
    <>
      <div className="d-flex justify-content-between align-items-baseline small mb-1">
        <span>
          <strong>
            {room.progress.done} of {room.progress.total}
          </strong>{' '}
          done
        </span>
        <span className="text-body-secondary">{percent} %</span>
      </div>
      <div
        className="progress closing-room__progress mb-1"
        role="progressbar"
        aria-label="Closing checklist progress"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className={`progress-bar${percent === 100 ? ' bg-success' : ''}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="small text-body-secondary mb-2">Items marked not applicable are not counted.</p>
      {room.read_only ? (
        <p className="small alert alert-secondary py-2">You are acting as a member: you can read the closing room, not change it.</p>
      ) : null}
      <div className="d-flex justify-content-end mb-1">
        <label className="visually-hidden" htmlFor={`closing-order-${dealId}`}>
          Order the checklist by
        </label>
        <select
          id={`closing-order-${dealId}`}
          className="form-select form-select-sm w-auto"
          value={order}
          onChange={(event) => setOrder(event.target.value as ItemOrder)}
        >
          {Object.entries(ITEM_ORDER_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <ul className="list-unstyled mb-3" aria-label="Closing checklist">
        {orderItems(room.items, order).map((item) => (
          <ClosingItemRow
            key={item.id}
            dealId={dealId}
            item={item}
            side={room.side}
            readOnly={room.read_only}
            busy={busyItem === item.id}
            onStatus={(status: ItemStatus) => act(item, () => changeClosingItem(dealId, item.id, { status }))}
            onFiles={(files) => act(item, () => uploadItemFiles(dealId, item.id, files))}
            onRemove={() => act(item, () => removeClosingItem(dealId, item.id))}
          />
        ))}
      </ul>
      {room.read_only ? null : <AddItemForm dealId={dealId} onAdded={store} />}
    </>
  );
}

function AddItemForm({ dealId, onAdded }: { dealId: number; onAdded(room: ClosingRoom): void }) {
  const [title, setTitle] = useState('');
  const [owner, setOwner] = useState<OwnerSide>('both');
  const [dueOn, setDueOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useMutation({
    mutationFn: () => addClosingItem(dealId, { title, owner_side: owner, due_on: dueOn || null }),
    onSuccess: (room) => {
      onAdded(room);
      setTitle('');
      setDueOn('');
      setErrors({});
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      const found = Object.fromEntries(
        ['title', 'owner_side', 'due_on'].flatMap((field) => {
          const message = error.fieldError(field);
          return message ? [[field, message]] : [];
        }),
      );
      setErrors(Object.keys(found).length ? found : { title: error.message });
    },
  });
  return (
    <form
      className="row g-2 align-items-end"
      aria-label="New checklist item"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate();
      }}
    >
      <div className="col-12 col-md-6">
        <label className="form-label small mb-1" htmlFor={`closing-new-title-${dealId}`}>
          Add an item
        </label>
        <input
          id={`closing-new-title-${dealId}`}
          className={`form-control form-control-sm${errors.title ? ' is-invalid' : ''}`}
          value={title}
          maxLength={CLOSING_LIMITS.titleMax}
          placeholder="e.g. Transfer the client portal"
          onChange={(event) => setTitle(event.target.value)}
          aria-describedby={errors.title ? `closing-new-title-error-${dealId}` : undefined}
        />
        {errors.title ? (
          <div id={`closing-new-title-error-${dealId}`} className="invalid-feedback">
            {errors.title}
          </div>
        ) : null}
      </div>
      <div className="col-6 col-md-3">
        <label className="form-label small mb-1" htmlFor={`closing-new-owner-${dealId}`}>
          Owner
        </label>
        <select
          id={`closing-new-owner-${dealId}`}
          className="form-select form-select-sm"
          value={owner}
          onChange={(event) => setOwner(event.target.value as OwnerSide)}
        >
          {OWNER_SIDES.map((value) => (
            <option key={value} value={value}>
              {OWNER_SIDE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3">
        <label className="form-label small mb-1" htmlFor={`closing-new-due-${dealId}`}>
          Due (optional)
        </label>
        <input
          id={`closing-new-due-${dealId}`}
          type="date"
          className={`form-control form-control-sm${errors.due_on ? ' is-invalid' : ''}`}
          value={dueOn}
          onChange={(event) => setDueOn(event.target.value)}
        />
        {errors.due_on ? <div className="invalid-feedback">{errors.due_on}</div> : null}
      </div>
      <div className="col-12">
        <button type="submit" className="btn btn-outline-primary btn-sm" disabled={add.isPending}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          Add item
        </button>
      </div>
    </form>
  );
}
