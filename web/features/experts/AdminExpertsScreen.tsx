import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AdminExpert, ExpertInput } from '../../../contracts/experts/experts';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { CompactSelect } from '../../components/form/CompactSelect';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { isApiError } from '../../lib/api';
import { cx } from '../../lib/cx';
import { notify } from '../../lib/toast';
import { ExpertHoursEditor } from './ExpertHoursEditor';
import { expertKeys, fetchAdminBookings, fetchAdminExperts, formatWhen, saveExpert } from './expertsApi';
import './experts.css';

const ZONES =
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('timeZone').filter((zone) => /^(America|Europe|Pacific|Asia|Australia|Africa)\//.test(zone))
    : ['America/New_York'];
const ZONE_OPTIONS = ZONES.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));

function ExpertForm({ expert, staff, onDone }: { expert: AdminExpert | null; staff: { id: number; name: string }[]; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    user_id: String(expert?.user_id ?? staff[0]?.id ?? ''),
    name: expert?.name ?? '',
    title: expert?.title ?? '',
    bio: expert?.bio ?? '',
    specialities: expert?.specialities.join(', ') ?? '',
    time_zone: expert?.time_zone ?? 'America/New_York',
    active: expert?.active ?? true,
  });
  const save = useMutation({
    mutationFn: () => {
      const input: ExpertInput = {
        ...form,
        user_id: Number(form.user_id),
        specialities: form.specialities
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      };
      return saveExpert(expert?.id ?? null, input);
    },
    onSuccess: (saved) => {
      notify(`${saved.name} is saved.`, 'success');
      void queryClient.invalidateQueries({ queryKey: expertKeys.all });
      onDone();
    },
  });
  const error = (field: string) => (isApiError(save.error) ? save.error.fieldError(field) : undefined);
  const field = (name: keyof typeof form, label: string, input: 'input' | 'textarea' = 'input') => (
    <div className="mb-2">
      <label className="form-label small" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {input === 'textarea' ? (
        <textarea
          id={`${id}-${name}`}
          rows={3}
          className={cx('form-control form-control-sm', error(name) && 'is-invalid')}
          value={String(form[name])}
          onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          className={cx('form-control form-control-sm', error(name) && 'is-invalid')}
          value={String(form[name])}
          onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        />
      )}
      {error(name) ? <div className="invalid-feedback">{error(name)}</div> : null}
    </div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="expert-form">
      <div className="row g-2">
        <div className="col-12 col-md-6">{field('name', 'Name members see')}</div>
        <div className="col-12 col-md-6">{field('title', 'Title')}</div>
      </div>
      {field('bio', 'Short bio', 'textarea')}
      {field('specialities', 'Specialities (separated by commas)')}
      <div className="row g-2">
        <CompactSelect
          className="col-12 col-md-6 mb-2"
          label="Time zone"
          value={form.time_zone}
          onChange={(value) => setForm({ ...form, time_zone: value })}
          options={ZONE_OPTIONS}
          error={error('time_zone')}
        />
        <CompactSelect
          className="col-12 col-md-6 mb-2"
          label="Staff account (gets the invitations)"
          value={form.user_id}
          onChange={(value) => setForm({ ...form, user_id: value })}
          options={staff.map((person) => ({ value: String(person.id), label: person.name }))}
          error={error('user_id')}
        />
      </div>
      <div className="form-check mb-3">
        <input
          id={`${id}-active`}
          type="checkbox"
          className="form-check-input"
          checked={form.active}
          onChange={(event) => setForm({ ...form, active: event.target.checked })}
        />
        <label className="form-check-label small" htmlFor={`${id}-active`}>
          Taking calls (shown on Book a call)
        </label>
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-sm btn-primary" disabled={save.isPending}>
          {expert ? 'Save profile' : 'Add expert'}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function ExpertPanel({ expert, staff }: { expert: AdminExpert; staff: { id: number; name: string }[] }) {
  const [editing, setEditing] = useState(false);
  return (
    <article className="card mb-3" aria-labelledby={`admin-expert-${expert.id}`}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-3">
          <div>
            <h2 className="h5 mb-0" id={`admin-expert-${expert.id}`}>
              {expert.name} {expert.active ? null : <span className="badge text-bg-secondary ms-1">Not taking calls</span>}
            </h2>
            <p className="small text-body-secondary mb-0">
              {expert.title} · {expert.time_zone.replace(/_/g, ' ')}
            </p>
          </div>
          {editing ? null : (
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setEditing(true)}>
              Edit profile
            </button>
          )}
        </div>
        {editing ? (
          <ExpertForm expert={expert} staff={staff} onDone={() => setEditing(false)} />
        ) : (
          <ExpertHoursEditor key={JSON.stringify(expert.windows)} expert={expert} />
        )}
      </div>
    </article>
  );
}

function StaffBookings() {
  const bookings = useQuery({ queryKey: expertKeys.adminBookings, queryFn: ({ signal }) => fetchAdminBookings(signal) });
  if (bookings.isPending) return <LoadingSkeleton variant="rows" count={3} label="Loading calls…" />;
  if (bookings.isError)
    return <ErrorState title="The calls could not be loaded." onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />;
  if (bookings.data.upcoming.length === 0) return <p className="text-body-secondary">No calls booked.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <thead>
          <tr>
            <th scope="col">When (your time)</th>
            <th scope="col">Expert</th>
            <th scope="col">Member</th>
            <th scope="col">Topic and note</th>
          </tr>
        </thead>
        <tbody>
          {bookings.data.upcoming.map((call) => (
            <tr key={call.id}>
              <td>{formatWhen(call.starts_at)}</td>
              <td>{call.expert.name}</td>
              <td>
                {call.member.name}
                <div className="small text-body-secondary">{call.member.email}</div>
              </td>
              <td>
                {call.topic}
                {call.note ? <div className="small text-body-secondary">{call.note}</div> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Admin → Experts: who takes calls, their weekly hours and days off, and the calls booked. */
export default function AdminExpertsScreen() {
  const experts = useQuery({ queryKey: expertKeys.admin, queryFn: ({ signal }) => fetchAdminExperts(signal) });
  const [adding, setAdding] = useState(false);
  return (
    <div className="admin-experts">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0">Experts</h1>
        {experts.data && !adding ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            Add an expert
          </button>
        ) : null}
      </div>
      {adding && experts.data ? (
        <div className="card mb-3">
          <div className="card-body">
            <h2 className="h5">New expert</h2>
            <ExpertForm expert={null} staff={experts.data.staff} onDone={() => setAdding(false)} />
          </div>
        </div>
      ) : null}
      {experts.isPending ? <LoadingSkeleton variant="rows" count={3} label="Loading experts…" /> : null}
      {experts.isError ? <ErrorState onRetry={() => void experts.refetch()} retrying={experts.isFetching} /> : null}
      {experts.data && experts.data.data.length === 0 && !adding ? (
        <EmptyState title="No experts yet" icon="telephone">
          Add a staff member as an expert, with their weekly hours, so members can book calls.
        </EmptyState>
      ) : null}
      {experts.data?.data.map((expert) => (
        <ExpertPanel key={expert.id} expert={expert} staff={experts.data.staff} />
      ))}
      <h2 className="h5 mt-4">Upcoming calls</h2>
      <StaffBookings />
    </div>
  );
}
