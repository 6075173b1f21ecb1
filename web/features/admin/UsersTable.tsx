import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import Table from 'react-bootstrap/Table';
import type { AdminUser, AdminUserSortField } from '../../../contracts/admin';
import { formatPhone } from '../../../contracts/format/phone';
import { formatDate, roleLabel, userTypeLabel } from './labels';
import { rowActions } from './rowActions';
import { sortDirection } from './usersQuery';
import { VerificationBadge } from '../verifications/VerificationBadge';

export interface UserRowHandlers {
  onDetails: (user: AdminUser) => void;
  onSetActive: (user: AdminUser, active: boolean) => void;
  onImpersonate: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

interface UsersTableProps extends UserRowHandlers {
  users: AdminUser[];
  sort: string;
  onSort: (field: AdminUserSortField) => void;
  staffId: number | undefined;
  /** The user an action is running on, whose menu is disabled meanwhile. */
  busyUserId: number | null;
}

const COLUMNS: { field: AdminUserSortField | null; label: string }[] = [
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'E-mail' },
  { field: null, label: 'Phone' },
  { field: 'user_type', label: 'Type' },
  { field: 'role', label: 'Role' },
  { field: 'verification_level', label: 'Verification' },
  { field: 'active', label: 'Status' },
  { field: 'created_at', label: 'Joined' },
];

function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: AdminUserSortField;
  label: string;
  sort: string;
  onSort: (field: AdminUserSortField) => void;
}) {
  const direction = sortDirection(sort, field);
  const icon = direction === 'ascending' ? 'bi-sort-up' : direction === 'descending' ? 'bi-sort-down' : 'bi-arrow-down-up opacity-25';
  return (
    <th scope="col" aria-sort={direction} className="text-nowrap">
      <button type="button" className="btn btn-link btn-sm p-0 text-reset text-decoration-none fw-semibold" onClick={() => onSort(field)}>
        {label} <i className={`bi ${icon}`} aria-hidden="true" />
      </button>
    </th>
  );
}

/** The dense staff table of users with a menu of actions per row. */
export function UsersTable({ users, sort, onSort, staffId, busyUserId, onDetails, onSetActive, onImpersonate, onDelete }: UsersTableProps) {
  return (
    <Table responsive hover size="sm" className="users-table align-middle small mb-0">
      <thead>
        <tr>
          {COLUMNS.map((column) =>
            column.field ? (
              <SortHeader key={column.label} field={column.field} label={column.label} sort={sort} onSort={onSort} />
            ) : (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ),
          )}
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const actions = rowActions(user, staffId);
          return (
            <tr key={user.id} className={user.active ? undefined : 'text-body-secondary'}>
              <td>
                <button type="button" className="btn btn-link btn-sm p-0 text-start" onClick={() => onDetails(user)}>
                  {user.full_name}
                </button>
                <div className="text-body-secondary font-monospace">{user.unique_id}</div>
              </td>
              <td className="text-break">{user.email}</td>
              <td className="text-nowrap">{formatPhone(user.phone)}</td>
              <td>{userTypeLabel(user.user_type)}</td>
              <td>{roleLabel(user.role)}</td>
              <td>
                <VerificationBadge level={user.verification_level} />
              </td>
              <td>{user.active ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>}</td>
              <td className="text-nowrap">{formatDate(user.created_at)}</td>
              <td className="text-end">
                <Dropdown align="end">
                  <Dropdown.Toggle
                    size="sm"
                    variant="outline-secondary"
                    disabled={busyUserId === user.id}
                    aria-label={`Actions for ${user.full_name}`}
                  >
                    {busyUserId === user.id ? (
                      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
                    ) : (
                      <i className="bi bi-three-dots" aria-hidden="true" />
                    )}
                  </Dropdown.Toggle>
                  <Dropdown.Menu>
                    <Dropdown.Item as="button" onClick={() => onDetails(user)}>
                      <i className="bi bi-person-lines-fill me-2" aria-hidden="true" />
                      Details and activity
                    </Dropdown.Item>
                    {actions.canToggleActive ? (
                      <Dropdown.Item as="button" onClick={() => onSetActive(user, !user.active)}>
                        <i className={`bi ${user.active ? 'bi-pause-circle' : 'bi-play-circle'} me-2`} aria-hidden="true" />
                        {user.active ? 'Set inactive' : 'Set active'}
                      </Dropdown.Item>
                    ) : null}
                    {actions.canImpersonate ? (
                      <Dropdown.Item as="button" onClick={() => onImpersonate(user)}>
                        <i className="bi bi-incognito me-2" aria-hidden="true" />
                        Impersonate
                      </Dropdown.Item>
                    ) : null}
                    {actions.canDelete ? (
                      <>
                        <Dropdown.Divider />
                        <Dropdown.Item as="button" className="text-danger" onClick={() => onDelete(user)}>
                          <i className="bi bi-trash me-2" aria-hidden="true" />
                          Delete…
                        </Dropdown.Item>
                      </>
                    ) : null}
                  </Dropdown.Menu>
                </Dropdown>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
