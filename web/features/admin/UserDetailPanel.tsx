import { SurveyAnswersSection } from '../surveys/SurveyAnswersSection';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Table from 'react-bootstrap/Table';
import { formatPhone } from '../../../contracts/format/phone';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { adminKeys, fetchUserDetail } from './adminApi';
import { roleLabel, userTypeLabel } from './labels';
import { formatDate, formatDateTime } from '../../lib/dates';
import { StaffLevelForm } from '../verifications/StaffLevelForm';
import { VerificationBadge } from '../../components/VerificationBadge';

interface UserDetailPanelProps {
  userId: number;
  onClose: () => void;
}

/** One user's details and the writes staff made while acting as them (or, for staff, as others). */
export function UserDetailPanel({ userId, onClose }: UserDetailPanelProps) {
  const detail = useQuery({ queryKey: adminKeys.detail(userId), queryFn: ({ signal }) => fetchUserDetail(userId, signal) });
  const user = detail.data?.user;
  const queryClient = useQueryClient();

  return (
    <Offcanvas show onHide={onClose} placement="end" className="user-detail-panel" aria-labelledby="user-detail-title">
      <Offcanvas.Header closeButton>
        <Offcanvas.Title id="user-detail-title" as="h2" className="h5">
          {user ? user.full_name : 'User'}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {detail.isPending ? <LoadingSkeleton variant="lines" count={6} label="Loading the user…" /> : null}
        {detail.isError ? (
          <ErrorState onRetry={() => void detail.refetch()} retrying={detail.isFetching}>
            {(detail.error as { status?: number }).status === 404 ? 'This user does not exist any more.' : null}
          </ErrorState>
        ) : null}
        {user && detail.data ? (
          <>
            <dl className="row small mb-4">
              <dt className="col-5">Unique ID</dt>
              <dd className="col-7 font-monospace">{user.unique_id}</dd>
              <dt className="col-5">E-mail</dt>
              <dd className="col-7 text-break">
                {user.email}{' '}
                {user.email_verified_at ? (
                  <i className="bi bi-check-circle text-success" role="img" aria-label="verified" />
                ) : (
                  <span className="text-body-secondary">(unverified)</span>
                )}
              </dd>
              <dt className="col-5">Phone</dt>
              <dd className="col-7">
                {formatPhone(user.phone)}{' '}
                {user.phone_verified_at ? (
                  <i className="bi bi-check-circle text-success" role="img" aria-label="verified" />
                ) : (
                  <span className="text-body-secondary">(unverified)</span>
                )}
              </dd>
              <dt className="col-5">Type</dt>
              <dd className="col-7">{userTypeLabel(user.user_type)}</dd>
              <dt className="col-5">Role</dt>
              <dd className="col-7">{roleLabel(user.role)}</dd>
              <dt className="col-5">Verification</dt>
              <dd className="col-7">
                <VerificationBadge level={user.verification_level} />
              </dd>
              <dt className="col-5">Marketplace terms</dt>
              <dd className="col-7">{user.has_accepted_terms ? 'Accepted' : 'Not accepted yet'}</dd>
              <dt className="col-5">Status</dt>
              <dd className="col-7">{user.active ? 'Active' : 'Inactive'}</dd>
              <dt className="col-5">Joined</dt>
              <dd className="col-7">{formatDate(user.created_at)}</dd>
            </dl>
            <StaffLevelForm
              userId={user.id}
              userName={user.full_name}
              onChanged={() => void queryClient.invalidateQueries({ queryKey: adminKeys.all })}
            />
            <SurveyAnswersSection userId={user.id} />
            <h3 className="h6">Staff activity</h3>
            <p className="small text-body-secondary">
              Every change staff made while acting as this user, each look at the user’s conflict-check results (names stay hidden), and
              starting or leaving that. Request contents are never kept.
            </p>
            {detail.data.audit_entries.length === 0 ? (
              <EmptyState icon="journal-check" title="No staff activity recorded">
                Nobody from the staff has acted as this user.
              </EmptyState>
            ) : (
              <Table size="sm" responsive className="small">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Staff</th>
                    <th scope="col">As</th>
                    <th scope="col">Request</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.data.audit_entries.map((entry) => (
                    <tr key={entry.id}>
                      <td className="text-nowrap">{formatDateTime(entry.created_at)}</td>
                      <td>{entry.staff_name ?? `Former staff #${entry.staff_id}`}</td>
                      <td>{entry.user_name ?? `Deleted user #${entry.user_id}`}</td>
                      <td className="font-monospace text-break">
                        {entry.method} {entry.route.replace(/^\/api/, '')}
                      </td>
                      <td>{entry.status}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </>
        ) : null}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
