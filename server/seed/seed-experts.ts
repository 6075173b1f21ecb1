import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expertAvailability, expertBookings, experts } from '../modules/experts/experts.table';
import { openSlots } from '../modules/experts/slots';
import { users } from '../modules/users/users.table';
import { DEMO_BOOKING, DEMO_EXPERTS } from './demo-experts';
import type { SeedContext } from './seed-deps';

/** Two experts with their weekly hours, and a call Daniel has booked (no e-mails: the seed sends none). */
export async function seedExperts({ tx, people, now }: Pick<SeedContext, 'tx' | 'people' | 'now'>): Promise<void> {
  const staff = people.get('rebecca') ?? (await tx.select().from(users).where(eq(users.role, 'admin')).limit(1))[0];
  if (!staff) return;
  const created = [];
  for (const demo of DEMO_EXPERTS) {
    const [expert] = await tx
      .insert(experts)
      .values({
        userId: staff.id,
        name: demo.name,
        title: demo.title,
        bio: demo.bio,
        specialities: demo.specialities,
        timeZone: demo.timeZone,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const windows = Object.entries(demo.hours).flatMap(([weekday, spans]) =>
      spans.map(([from, to]) => ({ expertId: expert!.id, weekday: Number(weekday), startMinute: from * 60, endMinute: to * 60 })),
    );
    await tx.insert(expertAvailability).values(windows);
    created.push({ expert: expert!, windows });
  }
  const member = people.get(DEMO_BOOKING.member);
  const { expert, windows } = created[DEMO_BOOKING.expert]!;
  const after = now.getTime() + DEMO_BOOKING.afterDays * 86_400_000;
  const slot = openSlots({ timeZone: expert.timeZone, windows, blockedDays: new Set(), booked: [] }, now.getTime(), 'UTC')
    .flatMap((day) => day.slots)
    .find((candidate) => Date.parse(candidate.starts_at) >= after);
  if (!member || !slot) return;
  await tx.insert(expertBookings).values({
    expertId: expert.id,
    userId: member.id,
    startsAt: new Date(slot.starts_at),
    endsAt: new Date(slot.ends_at),
    topic: DEMO_BOOKING.topic,
    note: DEMO_BOOKING.note,
    memberTimeZone: 'America/Chicago',
    icsUid: `${randomUUID()}@lexchange`,
    createdAt: now,
    updatedAt: now,
  });
}
