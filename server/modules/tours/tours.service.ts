import { eq, sql } from 'drizzle-orm';
import { TOUR_NAMES, type OnboardingStatus, type TourName } from '../../../contracts/tours/tours';
import type { Db } from '../../platform/db/database';
import { onboardingStatuses } from './tours.table';

const isTourName = (name: unknown): name is TourName => (TOUR_NAMES as readonly unknown[]).includes(name);

/** What is still valid of a stored status: a tour renamed or removed since it was saved is dropped, not an error. */
function knownTours(stored: OnboardingStatus): OnboardingStatus {
  const tours = Object.fromEntries(
    Object.entries(stored.tours ?? {}).filter(([name, done]) => isTourName(name) && typeof done === 'boolean'),
  );
  return { tours, active_tour: isTourName(stored.active_tour) ? stored.active_tour : null };
}

/** The user's tour status; a user who has none yet has completed no tour. */
export async function tourStatusOf(db: Db, userId: number): Promise<OnboardingStatus> {
  const [row] = await db
    .select({ status: onboardingStatuses.status })
    .from(onboardingStatuses)
    .where(eq(onboardingStatuses.userId, userId));
  return row ? knownTours(row.status) : { tours: {}, active_tour: null };
}

/** Replaces the user's tour status with the one the client holds (it completes tours locally first, docs/product.md "Tours"). */
export async function saveTourStatus(db: Db, userId: number, status: OnboardingStatus): Promise<OnboardingStatus> {
  await db
    .insert(onboardingStatuses)
    .values({ userId, status })
    .onConflictDoUpdate({ target: onboardingStatuses.userId, set: { status, updatedAt: sql`now()` } });
  return status;
}
