import type { AppDeps } from '../../platform/deps';
import type { Transaction } from '../../platform/db/database';
import type { UserRow } from '../users/users.table';

export interface UserDeletionContext {
  /** Every database change of a deletion runs in this one transaction: a failing step leaves the user whole. */
  tx: Transaction;
  user: UserRow;
  deps: AppDeps;
  /** Storage keys to remove once the transaction has committed (files cannot be rolled back). */
  removeFileAfterCommit(key: string): void;
}

export interface UserDeletionStep {
  /** Unique; registering the same name again replaces the step (modules may be imported more than once in tests). */
  name: string;
  run(context: UserDeletionContext): Promise<void>;
}

/**
 * What deleting a user (DELETE /api/users/{id}, "the user with his/her listings") must also remove. The users
 * module's own rows go last (sessions, then the user). Later modules add their part here when they land:
 * - listings: delete the user's listings with their media, questionnaire answers and data-room files
 *   (each file key through removeFileAfterCommit);
 * - chats: keep other members' chats readable — the deleted party stays in the chat as a former member
 *   (their membership and messages detached from the user row, shown under a "Former member" label);
 * - anything else holding a foreign key to users without ON DELETE CASCADE.
 */
const steps = new Map<string, UserDeletionStep>();

export function addUserDeletionStep(step: UserDeletionStep): void {
  steps.set(step.name, step);
}

/** In registration order. */
export function userDeletionSteps(): UserDeletionStep[] {
  return [...steps.values()];
}
