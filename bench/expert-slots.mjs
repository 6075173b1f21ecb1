// Expert calls (issue 15): GET /experts' work — 14 days of open slots for 10 experts, through the module's service
// (4 statements, then the slot grid in each expert's zone) — p99 over sequential requests; and 200 simultaneous
// booking attempts on 20 slots through the booking service: exactly 20 must succeed and every other answer be a 409
// (the database's exclusion constraint decides). Targets: p99 ≤ 30 ms; 20 booked, 0 errors but 409.
// Run: node --import tsx bench/expert-slots.mjs (BENCH_REQUESTS, default 500).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, runMigrations } from '../server/platform/db/database.ts';
import { startEmbeddedDatabase } from '../server/platform/db/embedded.ts';
import { expertAvailability, expertBookings, experts } from '../server/modules/experts/experts.table.ts';
import { listExpertsWithSlots } from '../server/modules/experts/experts.service.ts';
import { createBooking } from '../server/modules/experts/bookings.service.ts';
import { users } from '../server/modules/users/users.table.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Europe/London'];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexchange-experts-bench-'));
chmodSync(dataDir, 0o755);
const embedded = await startEmbeddedDatabase(dataDir, () => {});
const database = connectDatabase(embedded.url, { max: 10 });
try {
  await runMigrations(database);
  const db = database.db;
  const person = (n, role) => ({
    uniqueId: `LX-B${n}`,
    firstName: 'Bench',
    lastName: `Person ${n}`,
    email: `bench-${n}@example.test`,
    phone: `555${String(1000000 + n).slice(-7)}`,
    passwordHash: 'x',
    role,
    userType: 'buying',
    hasAcceptedTerms: true,
  });
  const [staff] = await db.insert(users).values(person(0, 'admin')).returning();
  const members = await db
    .insert(users)
    .values(Array.from({ length: 200 }, (_, i) => person(i + 1, 'user')))
    .returning();
  const expertRows = await db
    .insert(experts)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        userId: staff.id,
        name: `Expert ${i + 1}`,
        title: 'Adviser',
        bio: 'Bench expert.',
        specialities: ['Valuation'],
        timeZone: ZONES[i % ZONES.length],
      })),
    )
    .returning();
  await db.insert(expertAvailability).values(
    expertRows.flatMap((expert) =>
      [1, 2, 3, 4, 5].flatMap((weekday) => [
        { expertId: expert.id, weekday, startMinute: 9 * 60, endMinute: 12 * 60 },
        { expertId: expert.id, weekday, startMinute: 13 * 60, endMinute: 17 * 60 },
      ]),
    ),
  );
  const deps = {
    database,
    now: () => new Date(),
    config: {
      appUrl: 'http://127.0.0.1',
      sessionSecret: 'bench-secret-0123456789-0123456789',
      mail: { from: 'Lexchange <calls@lexchange.test>' },
    },
    jobs: { enqueue: async () => {} },
    realtime: { publish: async () => {} },
  };

  // 1. Slots.
  for (let i = 0; i < 50; i++) await listExpertsWithSlots(deps, 'America/New_York'); // warm-up
  const latencies = [];
  let slotCount = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const list = await listExpertsWithSlots(deps, ZONES[i % ZONES.length]);
    latencies.push(performance.now() - started);
    slotCount = list.data.reduce((sum, expert) => sum + expert.days.reduce((n, day) => n + day.slots.length, 0), 0);
  }
  latencies.sort((a, b) => a - b);

  // 2. 200 attempts on 20 slots (10 per slot), all at once.
  const open = (await listExpertsWithSlots(deps, 'UTC')).data
    .flatMap((expert) => expert.days.flatMap((day) => day.slots.map((slot) => ({ expert: expert.id, starts_at: slot.starts_at }))))
    .slice(0, 20);
  const outcomes = await Promise.all(
    members.map((member, i) =>
      createBooking(
        deps,
        member,
        { expert_id: open[i % 20].expert, starts_at: open[i % 20].starts_at, topic: 'Selling my practice' },
        'UTC',
      ).then(
        (outcome) => ('booking' in outcome ? 201 : 409),
        (error) => `error: ${error.message}`,
      ),
    ),
  );
  const booked = outcomes.filter((status) => status === 201).length;
  const conflicts = outcomes.filter((status) => status === 409).length;
  const errors = outcomes.length - booked - conflicts;
  const rows = await db.$count(expertBookings);
  const slots = {
    experts: 10,
    days: 14,
    slots_per_response: slotCount,
    requests: REQUESTS,
    p50_ms: +percentile(latencies, 50).toFixed(2),
    p99_ms: +percentile(latencies, 99).toFixed(2),
  };
  const bookings = { attempts: outcomes.length, slots: open.length, booked, conflicts_409: conflicts, other_errors: errors, rows };
  console.log(
    JSON.stringify(
      {
        slots,
        bookings,
        targets: { p99_ms: 30, booked: 20, other_errors: 0 },
        pass: slots.p99_ms <= 30 && booked === 20 && errors === 0 && rows === 20,
      },
      null,
      2,
    ),
  );
} finally {
  await database.close();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
