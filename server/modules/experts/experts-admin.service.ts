import { and, eq } from 'drizzle-orm';
import {
  EXPERT_MESSAGES,
  minutesOf,
  timeOf,
  type AdminExpert,
  type AvailabilityWindow,
  type ExpertInput,
} from '../../../contracts/experts/experts';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import type { AppDeps } from '../../platform/deps';
import { notFound, validationError } from '../../platform/errors';
import { findUserById, staffNames } from '../users/users.repository';
import { blockedDaysOf, expertCalendars } from './experts.query';
import { presentExpert } from './experts.service';
import { expertAvailability, expertBlockedDays, experts } from './experts.table';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/** Every expert, active or not, with their weekly hours and days off; and the staff who could be experts. */
export async function adminExperts(deps: Deps, onlyId?: number): Promise<{ data: AdminExpert[]; staff: { id: number; name: string }[] }> {
  const db = deps.database.db;
  const calendars = await expertCalendars(db, deps.now(), { includeInactive: true, ...(onlyId ? { expertIds: [onlyId] } : {}) });
  const blocked = await blockedDaysOf(
    db,
    calendars.map((item) => item.expert.id),
  );
  const staff = await staffNames(db);
  return {
    data: calendars.map((item) => ({
      ...presentExpert(item),
      user_id: item.expert.userId,
      active: item.expert.active,
      windows: item.calendar.windows.map((window) => ({
        weekday: window.weekday,
        start: timeOf(window.startMinute),
        end: timeOf(window.endMinute),
      })),
      blocked_days: blocked
        .filter((day) => day.expertId === item.expert.id)
        .map((day) => ({ id: day.id, day: day.day, reason: day.reason })),
    })),
    staff: staff.map((person) => ({ id: person.id, name: `${person.firstName} ${person.lastName}` })),
  };
}

async function oneExpert(deps: Deps, id: number): Promise<AdminExpert> {
  const [expert] = (await adminExperts(deps, id)).data;
  if (!expert) throw notFound(EXPERT_MESSAGES.expertNotFound);
  return expert;
}

async function checkStaff(deps: Deps, userId: number) {
  const user = await findUserById(deps.database.db, userId);
  if (user?.role !== 'admin') throw validationError({ user_id: [EXPERT_MESSAGES.expertUserNotStaff] });
}

const fieldsOf = (input: ExpertInput) => ({
  userId: input.user_id,
  name: input.name,
  title: input.title,
  bio: input.bio,
  specialities: input.specialities,
  timeZone: input.time_zone,
  active: input.active,
});

export async function createExpert(deps: Deps, input: ExpertInput) {
  await checkStaff(deps, input.user_id);
  const [row] = await deps.database.db
    .insert(experts)
    .values({ ...fieldsOf(input), createdAt: deps.now(), updatedAt: deps.now() })
    .returning({ id: experts.id });
  return oneExpert(deps, row!.id);
}

export async function updateExpert(deps: Deps, id: number, input: ExpertInput) {
  await checkStaff(deps, input.user_id);
  const [row] = await deps.database.db
    .update(experts)
    .set({ ...fieldsOf(input), updatedAt: deps.now() })
    .where(eq(experts.id, id))
    .returning({ id: experts.id });
  if (!row) throw notFound(EXPERT_MESSAGES.expertNotFound);
  return oneExpert(deps, id);
}

/** Replaces the weekly hours at once; booked calls stay as they are. */
export async function setAvailability(deps: Deps, id: number, windows: AvailabilityWindow[]) {
  await oneExpert(deps, id);
  await deps.database.db.transaction(async (tx) => {
    await tx.delete(expertAvailability).where(eq(expertAvailability.expertId, id));
    if (windows.length > 0)
      await tx.insert(expertAvailability).values(
        windows.map((window) => ({
          expertId: id,
          weekday: window.weekday,
          startMinute: minutesOf(window.start),
          endMinute: minutesOf(window.end),
        })),
      );
  });
  return oneExpert(deps, id);
}

export async function addBlockedDay(deps: Deps, id: number, input: { day: string; reason?: string }) {
  await oneExpert(deps, id);
  try {
    await deps.database.db.insert(expertBlockedDays).values({ expertId: id, day: input.day, reason: input.reason || null });
  } catch (error) {
    if (isUniqueViolation(error, 'expert_blocked_days_expert_day_idx')) throw validationError({ day: [EXPERT_MESSAGES.blockedDayTaken] });
    throw error;
  }
  return oneExpert(deps, id);
}

export async function removeBlockedDay(deps: Deps, id: number, dayId: number) {
  const [row] = await deps.database.db
    .delete(expertBlockedDays)
    .where(and(eq(expertBlockedDays.id, dayId), eq(expertBlockedDays.expertId, id)))
    .returning({ id: expertBlockedDays.id });
  if (!row) throw notFound('That day off does not exist.');
  return oneExpert(deps, id);
}
