import type { MailMessage } from '../../platform/mail/mail.types';
import type { Db } from '../../platform/db/database';
import { buildAdmin } from '../../test/factories';
import { expertAvailability, experts } from './experts.table';

/** A clock the tests move: services read deps.now(). */
export function testClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    set: (iso: string) => void (now = new Date(iso)),
    advance: (ms: number) => void (now = new Date(now.getTime() + ms)),
  };
}

/** Captures every e-mail the jobs send, as MailMessage objects (attachments readable as text). */
export function mailbox() {
  const sent: MailMessage[] = [];
  return { sent, mail: { send: async (message: MailMessage) => void sent.push(message) } };
}

/** An active expert (a new staff member) open every day from `from` to `to` in their zone. */
export async function buildExpert(db: Db, overrides: { timeZone?: string; from?: number; to?: number; name?: string } = {}) {
  const staff = await buildAdmin(db);
  const [expert] = await db
    .insert(experts)
    .values({
      userId: staff.id,
      name: overrides.name ?? 'Nora Castillo',
      title: 'Practice transition adviser',
      bio: 'Twenty years of law-firm mergers and sales.',
      specialities: ['Estate planning', 'Valuation'],
      timeZone: overrides.timeZone ?? 'America/New_York',
    })
    .returning();
  await db.insert(expertAvailability).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      expertId: expert!.id,
      weekday,
      startMinute: (overrides.from ?? 9) * 60,
      endMinute: (overrides.to ?? 17) * 60,
    })),
  );
  return { expert: expert!, staff };
}
