/** The reminders of a booked call, 24 hours and 1 hour before, to both sides (in-app, push, e-mail per settings). */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import { notify } from '../notifications/notify';
import { callTime } from './call-mail';

type Deps = Pick<AppDeps, 'database' | 'realtime' | 'jobs' | 'config' | 'now'>;

interface DueCall {
  id: number;
  starts_at: Date;
  topic: string;
  member_id: number;
  member_name: string;
  member_time_zone: string;
  expert_user_id: number;
  expert_name: string;
  expert_time_zone: string;
}

/**
 * Claims the calls whose reminder is due (marking them in the same statement, so two instances never remind twice)
 * and notifies both sides. Runs every five minutes; a call booked within the window is reminded at the next run.
 */
export async function sendCallReminders(deps: Deps): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (const [hours, column] of [
    [24, 'reminded_24h_at'],
    [1, 'reminded_1h_at'],
  ] as const) {
    const due = (await deps.database.db.execute(sql`
      with due as (
        select id from expert_bookings
        where status = 'booked' and ${sql.raw(column)} is null
          and starts_at > ${now.toISOString()}::timestamptz and starts_at <= ${new Date(now.getTime() + hours * 3_600_000).toISOString()}::timestamptz
        for update skip locked
      )
      update expert_bookings b set ${sql.raw(column)} = ${now.toISOString()}::timestamptz
      from due, experts e, users u
      where b.id = due.id and e.id = b.expert_id and u.id = b.user_id
      returning b.id, b.starts_at, b.topic, b.member_time_zone, u.id as member_id, u.first_name || ' ' || u.last_name as member_name,
        e.user_id as expert_user_id, e.name as expert_name, e.time_zone as expert_time_zone`)) as unknown as DueCall[];
    for (const call of due) {
      const start = new Date(call.starts_at);
      const lead = hours === 24 ? 'tomorrow' : 'in one hour';
      await notify(deps, call.member_id, {
        event: 'call_reminder',
        subject: `Reminder: your call with ${call.expert_name} is ${lead}`,
        body: `${callTime(start, call.member_time_zone)} · ${call.topic}`,
        url: '/book-a-call',
      });
      await notify(deps, call.expert_user_id, {
        event: 'call_reminder',
        subject: `Reminder: your call with ${call.member_name} is ${lead}`,
        body: `${callTime(start, call.expert_time_zone)} · ${call.topic}`,
        url: '/admin/experts',
      });
      sent += 1;
    }
  }
  return sent;
}
