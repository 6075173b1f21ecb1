import { useEffect, useEffectEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { USER_TYPES, VERIFICATION_LEVELS } from '../../../contracts/users/users';
import { DEFAULT_USERS_STATE, PER_PAGE_OPTIONS, withFilters, type ActiveFilter, type UsersTableState } from './usersQuery';
import './usersFilters.css';

const SEARCH_DELAY_MS = 300;

interface UsersFiltersProps {
  state: UsersTableState;
  onChange: (next: UsersTableState) => void;
}

/** Search as you type (after a short pause), then the four filters and the page size. */
export function UsersFilters({ state, onChange }: UsersFiltersProps) {
  const [text, setText] = useState(state.search);
  const [shown, setShown] = useState(state.search);
  // The address bar changed under us (back, reset): show its search.
  if (state.search !== shown) {
    setShown(state.search);
    setText(state.search);
  }

  const commitSearch = useEffectEvent((search: string) => onChange(withFilters(state, { search })));
  useEffect(() => {
    if (text === state.search) return;
    const timer = setTimeout(() => commitSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, state.search]);

  const set = (patch: Partial<Omit<UsersTableState, 'page'>>) => onChange(withFilters(state, patch));
  const filtered = state.search || state.userType || state.role || state.active || state.verificationLevel;

  return (
    <Form className="users-filters row g-2 align-items-end mb-3" role="search" onSubmit={(event) => event.preventDefault()}>
      <Form.Group className="col-12 users-filters__search" controlId="users-search">
        <Form.Label className="small mb-1">Search</Form.Label>
        <Form.Control
          type="search"
          size="sm"
          placeholder="Name, e-mail or unique ID"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
      </Form.Group>
      <Form.Group className="col-12 col-sm-6 col-lg users-filters__select users-filters__select--wide" controlId="users-type">
        <Form.Label className="small mb-1">Type</Form.Label>
        <Form.Select size="sm" value={state.userType} onChange={(event) => set({ userType: event.target.value })}>
          <option value="">All types</option>
          {USER_TYPES.map((type) => (
            <option key={type.key} value={type.key}>
              {type.label}
            </option>
          ))}
          <option value="none">No type yet</option>
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-6 col-md-3 col-lg users-filters__select" controlId="users-role">
        <Form.Label className="small mb-1">Role</Form.Label>
        <Form.Select size="sm" value={state.role} onChange={(event) => set({ role: event.target.value })}>
          <option value="">All roles</option>
          <option value="user">Member</option>
          <option value="admin">Staff</option>
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-6 col-md-3 col-lg users-filters__select" controlId="users-active">
        <Form.Label className="small mb-1">Status</Form.Label>
        <Form.Select size="sm" value={state.active} onChange={(event) => set({ active: event.target.value as ActiveFilter })}>
          <option value="">Active and inactive</option>
          <option value="true">Active</option>
          <option value="false">Inactive</option>
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-6 col-md-3 col-lg users-filters__select" controlId="users-level">
        <Form.Label className="small mb-1">Verification</Form.Label>
        <Form.Select size="sm" value={state.verificationLevel} onChange={(event) => set({ verificationLevel: event.target.value })}>
          <option value="">All levels</option>
          {VERIFICATION_LEVELS.map((level) => (
            <option key={level.key} value={level.key}>
              {level.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-6 col-md-2 col-lg-auto" controlId="users-per-page">
        <Form.Label className="small mb-1">Per page</Form.Label>
        <Form.Select size="sm" value={state.perPage} onChange={(event) => set({ perPage: Number(event.target.value) })}>
          {PER_PAGE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="col-auto">
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={!filtered}
          onClick={() => onChange({ ...DEFAULT_USERS_STATE, perPage: state.perPage, sort: state.sort })}
        >
          Clear filters
        </Button>
      </div>
    </Form>
  );
}
