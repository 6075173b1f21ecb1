import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import Table from 'react-bootstrap/Table';
import type { AdminUser, AdminUserSortField } from '../../../contracts/admin/admin';
import { formatPhone } from '../../../contracts/format/phone';
import { roleLabel, userTypeLabel } from './labels';
import { formatDate } from '../../lib/dates';
import { rowActions } from './rowActions';
import { sortDirection } from './usersQuery';
import { VerificationBadge } from '../../components/VerificationBadge';
import { EmailAddress } from './EmailAddress';

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

/**
 * Below the breakpoints the secondary columns fold into the name cell (e-mail, type and role) or wait in the details
 * panel (phone, joined), as the verification queue does, so the table fits a phone without clipping (issue #20.7).
 * The phone waits there up to 1400 px: beside the side navigation it would squeeze Type into three lines a row.
 */
const COLUMNS: { field: AdminUserSortField | null; label: string; className?: string }[] = [
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'E-mail', className: 'd-none d-lg-table-cell' },
  { field: null, label: 'Phone', className: 'd-none d-xxl-table-cell' },
  { field: 'user_type', label: 'Type', className: 'd-none d-md-table-cell' },
  { field: 'role', label: 'Role', className: 'd-none d-md-table-cell' },
  { field: 'verification_level', label: 'Verification' },
  { field: 'active', label: 'Status', className: 'd-none d-sm-table-cell' },
  { field: 'created_at', label: 'Joined', className: 'd-none d-sm-table-cell' },
];

function SortHeader({
  field,
  label,
  sort,
  onSort,
  className = '',
}: {
  field: AdminUserSortField;
  label: string;
  className?: string;
  sort: string;
  onSort: (field: AdminUserSortField) => void;
}) {
  const direction = sortDirection(sort, field);
  const icon = direction === 'ascending' ? 'bi-sort-up' : direction === 'descending' ? 'bi-sort-down' : 'bi-arrow-down-up opacity-25';
  return (
    <th scope="col" aria-sort={direction} className={`text-nowrap ${className}`}>
      <button type="button" className="btn btn-link btn-sm p-0 text-reset text-decoration-none fw-semibold" onClick={() => onSort(field)}>
        {label} <i className={`bi ${icon}`} aria-hidden="true" />
      </button>
    </th>
  );
}

const StatusBadge = ({ active }: { active: boolean }) =>
  active ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>;

/** The dense staff table of users with a menu of actions per row. */
export function UsersTable({ users, sort, onSort, staffId, busyUserId, onDetails, onSetActive, onImpersonate, onDelete }: UsersTableProps) {
  return (
    <Table responsive hover size="sm" className="users-table align-middle small mb-0">
      <thead>
        <tr>
          {COLUMNS.map((column) =>
            column.field ? (
              <SortHeader
                key={column.label}
                field={column.field}
                label={column.label}
                className={column.className}
                sort={sort}
                onSort={onSort}
              />
            ) : (
              <th key={column.label} scope="col" className={column.className}>
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
              <td className="users-table__name">
                <button type="button" className="btn btn-link btn-sm p-0 text-start" onClick={() => onDetails(user)}>
                  {user.full_name}
                </button>
                <div className="text-body-secondary font-monospace">{user.unique_id}</div>
                <div className="d-lg-none">
                  <EmailAddress email={user.email} />
                </div>
                <div className="d-md-none text-body-secondary">
                  {userTypeLabel(user.user_type)} · {roleLabel(user.role)}
                </div>
                <div className="d-sm-none mt-1">
                  <StatusBadge active={user.active} />
                </div>
              </td>
              <td className="d-none d-lg-table-cell">
                <EmailAddress email={user.email} />
              </td>
              <td className="text-nowrap d-none d-xxl-table-cell">{formatPhone(user.phone)}</td>
              <td className="d-none d-md-table-cell">{userTypeLabel(user.user_type)}</td>
              <td className="d-none d-md-table-cell">{roleLabel(user.role)}</td>
              <td>
                <VerificationBadge level={user.verification_level} />
              </td>
              <td className="d-none d-sm-table-cell">
                <StatusBadge active={user.active} />
              </td>
              <td className="text-nowrap d-none d-sm-table-cell">{formatDate(user.created_at)}</td>
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
