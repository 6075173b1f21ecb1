import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, type AdminUser } from '../../../contracts/admin/admin';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { adminKeys, deleteUser, setUserActive } from './adminApi';
import { impersonate } from './impersonation';

/** A refusal (4xx) comes back silently from the client; say why. Server failures were already toasted. */
function showRefusal(error: unknown) {
  if (isApiError(error) && !error.cancelled && error.status !== null && error.status < 500) notify(error.message, 'error');
}

/** The row actions of the users table, with their toasts (docs/product.md "Messages") and list refreshes. */
export function useUserActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });

  const setActive = useMutation({
    mutationFn: ({ user, active }: { user: AdminUser; active: boolean }) => setUserActive(user.id, active),
    onSuccess: (_result, { active }) => {
      notify(active ? ADMIN_MESSAGES.activated : ADMIN_MESSAGES.deactivated, 'success');
      void refresh();
    },
    onError: showRefusal,
  });

  const impersonateUser = useMutation({
    mutationFn: (user: AdminUser) => impersonate(user.id),
    onError: showRefusal,
  });

  // The dialog shows a refusal beside the confirmation field, so no toast for it here.
  const remove = useMutation({
    mutationFn: ({ user, confirmName }: { user: AdminUser; confirmName: string }) => deleteUser(user.id, confirmName),
    onSuccess: () => {
      notify(ADMIN_MESSAGES.deleted, 'success');
      void refresh();
    },
  });

  return { setActive, impersonateUser, remove };
}
