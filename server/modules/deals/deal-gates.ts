/**
 * The gates deals knows itself (issue #34): the buyer's NDA before the deal leaves "Introduction" or "NDA signed", the
 * conflict check completed by both sides before it leaves "Conflict check", and the client-notice window ended before
 * it leaves "Client notice (ABA Model Rule 1.17)". Each answers a whole board in one statement.
 */
import { CLIENT_NOTICE_STAGE, CONFLICT_CHECK_STAGE } from '../../../contracts/deals/deals';
import { conflictCompleted, ndaSigned, noticeWindowEnded, one } from './deal-gates.query';
import { registerStageGate } from './stage-gates';

/** Registered from connectDeals(). */
export function registerDealsStageGates(): void {
  // The stage "NDA signed" says the NDA is signed, so the deal enters it only with one, and leaves it only with one
  // (a deal moved there before the gates existed).
  for (const stage of ['Introduction', 'NDA signed'] as const) {
    registerStageGate({ stage, name: `deals: the buyer's NDA is signed (${stage})`, check: one(ndaSigned), checkMany: ndaSigned });
  }
  registerStageGate({
    stage: CONFLICT_CHECK_STAGE,
    name: 'deals: the conflict check is completed by both sides',
    check: one(conflictCompleted),
    checkMany: conflictCompleted,
  });
  registerStageGate({
    stage: CLIENT_NOTICE_STAGE,
    name: 'deals: the client-notice window has ended',
    check: one(noticeWindowEnded),
    checkMany: noticeWindowEnded,
  });
}
