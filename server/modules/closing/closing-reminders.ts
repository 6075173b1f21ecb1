/**
 * Overdue checklist items remind their owners once a day (job `closing.overdue-reminders`): an open item due before
 * today, on an open deal, reminds the buyer, the seller or both. The reminder row is claimed before the notice goes,
 * so a retried or doubled run never reminds twice on one day.
 */
import { sql } from 'drizzle-orm';
import type { JobDeps } from '../../platform/jobs/handlers';
import { registerJob } from '../../platform/jobs/registry';
import { notifyDealSide } from './closing-notices';
import { todayOf } from './closing-room';
import { overdueItems } from './closing.query';
import { closingReminders } from './closing.table';

declare module '../../platform/jobs/jobs.types' {
  interface JobPayloads {
    /** Reminds the owners of overdue closing-checklist items, once a day per item and owner. */
    'closing.overdue-reminders': Record<string, never>;
  }
}

export const OVERDUE_SUBJECT = 'Closing checklist item overdue';

export async function remindOverdueItems(deps: Pick<JobDeps, 'database' | 'realtime' | 'jobs' | 'config' | 'now'>): Promise<number> {
  const db = deps.database.db;
  const today = todayOf(deps.now());
  const overdue = await overdueItems(db, today);
  let sent = 0;
  for (const { item, deal } of overdue) {
    const owners = [...(item.ownerSide !== 'seller' ? [deal.buyerId] : []), ...(item.ownerSide !== 'buyer' ? [deal.sellerId] : [])].filter(
      (id): id is number => id !== null,
    );
    for (const userId of owners) {
      const claimed = await db
        .insert(closingReminders)
        .values({ itemId: item.id, userId, remindedOn: today })
        .onConflictDoNothing()
        .returning({ itemId: closingReminders.itemId });
      if (claimed.length === 0) continue;
      await notifyDealSide(deps, deal, userId, {
        subject: OVERDUE_SUBJECT,
        body: `“${item.title}” was due on ${item.dueOn} and is still open on the closing checklist.`,
      });
      sent += 1;
    }
  }
  return sent;
}

/** Keeps the reminder log short: a day's rows matter only on that day. */
async function forgetOldReminders(deps: Pick<JobDeps, 'database' | 'now'>): Promise<void> {
  await deps.database.db.delete(closingReminders).where(sql`${closingReminders.remindedOn} < ${todayOf(deps.now())}::date - 7`);
}

export function registerClosingJobs(): void {
  registerJob('closing.overdue-reminders', {
    run: async (deps) => {
      await remindOverdueItems(deps);
      await forgetOldReminders(deps);
    },
    policy: { retryLimit: 3, retryDelay: 300, expireInSeconds: 900 },
    // 13:00 UTC: the morning in the continental US.
    schedule: '0 13 * * *',
  });
}
