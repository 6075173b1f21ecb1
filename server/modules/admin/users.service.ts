import { ADMIN_ERRORS, ADMIN_MESSAGES, confirmsFullName } from '../../../contracts/admin/admin';
import type { AppDeps } from '../../platform/deps';
import { notFound, unprocessable } from '../../platform/errors';
import { deleteUserRow, findUserById, setUserFields } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { userDeletionSteps } from './user-deletion';
import { assertMayDeactivate, assertMayDelete } from './users.policy';

export async function findUserOrFail(deps: AppDeps, id: number): Promise<UserRow> {
  const user = await findUserById(deps.database.db, id);
  if (!user) throw notFound(ADMIN_ERRORS.userNotFound);
  return user;
}

/** Sets a user active or inactive; an inactive user's sessions end at once (impersonations of them too). */
export async function setUserActive(deps: AppDeps, staff: UserRow, userId: number, active: boolean) {
  const target = await findUserOrFail(deps, userId);
  assertMayDeactivate(staff, target, active);
  const user = await setUserFields(deps.database.db, target.id, { active, updatedAt: deps.now() });
  if (!active) await deps.sessions.destroyForUser(target.id);
  return { message: active ? ADMIN_MESSAGES.activated : ADMIN_MESSAGES.deactivated, user: user! };
}

/**
 * Deletes a user with everything the registered deletion steps own (their listings and files), then their
 * sessions and the account itself; files go once the database agrees.
 */
export async function deleteUser(
  deps: AppDeps,
  staff: UserRow,
  userId: number,
  confirmName: string,
): Promise<{ message: string; orphanedFiles: string[] }> {
  const target = await findUserOrFail(deps, userId);
  assertMayDelete(staff, target);
  const fullName = `${target.firstName} ${target.lastName}`;
  if (!confirmsFullName(confirmName, fullName)) throw unprocessable(ADMIN_ERRORS.confirmName, 'confirm_name');

  await deps.sessions.destroyForUser(target.id);
  const files: string[] = target.imageKey ? [target.imageKey] : [];
  await deps.database.db.transaction(async (tx) => {
    for (const step of userDeletionSteps()) {
      await step.run({ tx, user: target, deps, removeFileAfterCommit: (key) => files.push(key) });
    }
    await deleteUserRow(tx, target.id);
  });
  // The account is gone either way; a file that cannot be removed now is an orphan to report, not a failure.
  const removals = await Promise.allSettled(files.map((key) => deps.storage.delete(key)));
  const orphanedFiles = files.filter((_key, index) => removals[index]!.status === 'rejected');
  return { message: ADMIN_MESSAGES.deleted, orphanedFiles };
}
