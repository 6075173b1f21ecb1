import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { WEEKDAYS, type AdminExpert, type AvailabilityWindow } from '../../../contracts/experts/experts';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { blockDay, expertKeys, saveAvailability, unblockDay } from './expertsApi';
import { Hint } from '../../components/Hint';

/** An expert's weekly hours (in their own zone) and days off. */
export function ExpertHoursEditor({ expert }: { expert: AdminExpert }) {
  const queryClient = useQueryClient();
  const [windows, setWindows] = useState<AvailabilityWindow[]>(expert.windows);
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: expertKeys.all });
  const saveHours = useMutation({
    mutationFn: () => saveAvailability(expert.id, windows),
    onSuccess: () => (notify(`${expert.name}’s hours are saved.`, 'success'), void refresh()),
  });
  const block = useMutation({
    mutationFn: () => blockDay(expert.id, day, reason),
    onSuccess: () => (setDay(''), setReason(''), void refresh()),
  });
  const unblock = useMutation({ mutationFn: (dayId: number) => unblockDay(expert.id, dayId), onSuccess: () => void refresh() });
  const hoursError = isApiError(saveHours.error) ? (Object.values(saveHours.error.errors).flat()[0] ?? saveHours.error.message) : null;
  const blockError = isApiError(block.error) ? (block.error.fieldError('day') ?? block.error.message) : null;
  const update = (index: number, change: Partial<AvailabilityWindow>) =>
    setWindows((current) => current.map((window, i) => (i === index ? { ...window, ...change } : window)));
  const prefix = `expert-${expert.id}`;

  return (
    <div className="row g-4">
      <div className="col-12 col-lg-7">
        <h3 className="h6">Weekly hours ({expert.time_zone.replace(/_/g, ' ')})</h3>
        {windows.length === 0 ? <p className="small text-body-secondary">No hours yet: members cannot book this expert.</p> : null}
        <ul className="list-unstyled d-grid gap-2 mb-2">
          {windows.map((window, index) => (
            <li key={index} className="d-flex flex-wrap gap-2 align-items-center">
              <label className="visually-hidden" htmlFor={`${prefix}-day-${index}`}>
                Day
              </label>
              <select
                id={`${prefix}-day-${index}`}
                className="form-select form-select-sm w-auto expert-hours__day"
                value={window.weekday}
                onChange={(event) => update(index, { weekday: Number(event.target.value) })}
              >
                {WEEKDAYS.map((weekday) => (
                  <option key={weekday.key} value={weekday.key}>
                    {weekday.label}
                  </option>
                ))}
              </select>
              <label className="visually-hidden" htmlFor={`${prefix}-from-${index}`}>
                From
              </label>
              <input
                id={`${prefix}-from-${index}`}
                type="time"
                step={1800}
                className="form-control form-control-sm expert-hours__time"
                value={window.start}
                onChange={(event) => update(index, { start: event.target.value })}
              />
              <span aria-hidden="true">–</span>
              <label className="visually-hidden" htmlFor={`${prefix}-to-${index}`}>
                To
              </label>
              <input
                id={`${prefix}-to-${index}`}
                type="time"
                step={1800}
                className="form-control form-control-sm expert-hours__time"
                value={window.end}
                onChange={(event) => update(index, { end: event.target.value })}
              />
              <Hint text="Remove these hours">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={`Remove ${WEEKDAYS.find((item) => item.key === window.weekday)?.label} ${window.start}–${window.end}`}
                  onClick={() => setWindows((current) => current.filter((_, i) => i !== index))}
                >
                  <i className="bi bi-x-lg" aria-hidden="true" />
                </button>
              </Hint>
            </li>
          ))}
        </ul>
        {hoursError ? (
          <p className="text-danger small" role="alert">
            {hoursError}
          </p>
        ) : null}
        <div className="d-flex gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => setWindows((current) => [...current, { weekday: 1, start: '09:00', end: '17:00' }])}
          >
            Add hours
          </button>
          <button type="button" className="btn btn-sm btn-primary" disabled={saveHours.isPending} onClick={() => saveHours.mutate()}>
            Save hours
          </button>
        </div>
      </div>
      <div className="col-12 col-lg-5">
        <h3 className="h6">Days off</h3>
        {expert.blocked_days.length === 0 ? <p className="small text-body-secondary">None.</p> : null}
        <ul className="list-unstyled d-grid gap-1 mb-2">
          {expert.blocked_days.map((blocked) => (
            <li key={blocked.id} className="d-flex gap-2 align-items-center small">
              <span>
                {new Date(`${blocked.day}T12:00:00Z`).toLocaleDateString(undefined, {
                  weekday: 'short',
                  year: 'numeric',
                  month: 'short',
                  day: 'numeric',
                  timeZone: 'UTC',
                })}
                {blocked.reason ? ` · ${blocked.reason}` : ''}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-link text-danger p-0"
                onClick={() => unblock.mutate(blocked.id)}
                aria-label={`Unblock ${blocked.day}`}
              >
                Unblock
              </button>
            </li>
          ))}
        </ul>
        <form
          className="d-flex flex-wrap gap-2 align-items-start"
          onSubmit={(event) => {
            event.preventDefault();
            if (day) block.mutate();
          }}
        >
          <div>
            <label className="visually-hidden" htmlFor={`${prefix}-off`}>
              Day off
            </label>
            <input
              id={`${prefix}-off`}
              type="date"
              className={`form-control form-control-sm${blockError ? ' is-invalid' : ''}`}
              value={day}
              onChange={(event) => setDay(event.target.value)}
            />
            {blockError ? <div className="invalid-feedback">{blockError}</div> : null}
          </div>
          <label className="visually-hidden" htmlFor={`${prefix}-reason`}>
            Reason
          </label>
          <input
            id={`${prefix}-reason`}
            className="form-control form-control-sm w-auto"
            placeholder="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" className="btn btn-sm btn-outline-primary" disabled={!day || block.isPending}>
            Block day
          </button>
        </form>
      </div>
    </div>
  );
}
