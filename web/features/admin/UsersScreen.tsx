import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminUser, AdminUserSortField } from '../../../contracts/admin/admin';
import { useSession } from '../../app/session/useSession';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { adminKeys, fetchUsers } from './adminApi';
import { DeleteUserDialog } from './DeleteUserDialog';
import { UserDetailPanel } from './UserDetailPanel';
import { UsersFilters } from './UsersFilters';
import { ListPagination } from '../../components/ListPagination';
import { UsersTable } from './UsersTable';
import { useUserActions } from './useUserActions';
import { applyStateToSearchParams, nextSort, stateFromSearchParams, usersApiParams, type UsersTableState } from './usersQuery';

const DETAIL_PARAM = 'user';

/** docs/product.md "Roles": staff list users, set them active or inactive, impersonate them and delete them. */
export default function UsersScreen() {
  const { user: staff } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = stateFromSearchParams(searchParams);
  const params = usersApiParams(state);
  const users = useQuery({
    queryKey: adminKeys.list(params),
    queryFn: ({ signal }) => fetchUsers(params, signal),
    placeholderData: keepPreviousData,
  });
  const { setActive, impersonateUser, remove } = useUserActions();
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const update = useCallback(
    (next: UsersTableState) => setSearchParams((current) => applyStateToSearchParams(next, current)),
    [setSearchParams],
  );
  const detailId = Number(searchParams.get(DETAIL_PARAM)) || null;
  const showDetail = (id: number | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(DETAIL_PARAM, String(id));
      else next.delete(DETAIL_PARAM);
      return next;
    });

  const busyUserId = setActive.isPending ? setActive.variables.user.id : impersonateUser.isPending ? impersonateUser.variables.id : null;

  return (
    <>
      <PageHeader
        eyebrow="Staff"
        title="Users"
        lead="Find any member or staff account, see what staff did as them, and manage their access."
      />
      <UsersFilters state={state} onChange={update} />
      <section className="card" aria-label="Users" aria-busy={users.isFetching}>
        <div className="card-body p-2 p-md-3">
          {users.isPending ? <LoadingSkeleton variant="rows" count={8} label="Loading users…" /> : null}
          {users.isError && !users.data ? <ErrorState onRetry={() => void users.refetch()} retrying={users.isFetching} /> : null}
          {users.data && users.data.data.length === 0 ? (
            <EmptyState icon="search" title="No users match these filters yet">
              Try another search, or clear the filters.
            </EmptyState>
          ) : null}
          {users.data && users.data.data.length > 0 ? (
            <UsersTable
              users={users.data.data}
              sort={state.sort}
              onSort={(field: AdminUserSortField) => update({ ...state, sort: nextSort(state.sort, field), page: 1 })}
              staffId={staff?.id}
              busyUserId={busyUserId}
              onDetails={(user) => showDetail(user.id)}
              onSetActive={(user, active) => setActive.mutate({ user, active })}
              onImpersonate={(user) => impersonateUser.mutate(user)}
              onDelete={(user) => {
                remove.reset();
                setDeleting(user);
              }}
            />
          ) : null}
          {users.data ? (
            <ListPagination meta={users.data.meta} onPage={(page) => update({ ...state, page })} noun={['user', 'users']} />
          ) : null}
        </div>
      </section>
      {detailId ? <UserDetailPanel key={detailId} userId={detailId} onClose={() => showDetail(null)} /> : null}
      {deleting ? (
        <DeleteUserDialog
          key={deleting.id}
          user={deleting}
          pending={remove.isPending}
          error={remove.error}
          onCancel={() => setDeleting(null)}
          onConfirm={(confirmName) =>
            remove.mutate(
              { user: deleting, confirmName },
              {
                onSuccess: () => {
                  setDeleting(null);
                  if (detailId === deleting.id) showDetail(null);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
