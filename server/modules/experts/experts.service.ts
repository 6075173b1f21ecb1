import { initialsOf } from '../../../contracts/format/avatar';
import type { ExpertList } from '../../../contracts/experts/experts';
import type { AppDeps } from '../../platform/deps';
import { expertCalendars, type ExpertWithCalendar } from './experts.query';
import { openSlots } from './slots';

type Deps = Pick<AppDeps, 'database' | 'now'>;

export function presentExpert({ expert }: Pick<ExpertWithCalendar, 'expert'>) {
  return {
    id: expert.id,
    name: expert.name,
    initials: initialsOf(expert.name),
    title: expert.title,
    bio: expert.bio,
    specialities: expert.specialities,
    time_zone: expert.timeZone,
    photo_url: expert.hasPhoto ? `/api/users/${expert.userId}/image` : null,
  };
}

/** /book-a-call: every active expert with their open slots over the next 14 days, grouped in the caller's zone. */
export async function listExpertsWithSlots(deps: Deps, callerZone: string): Promise<ExpertList> {
  const now = deps.now();
  const calendars = await expertCalendars(deps.database.db, now);
  const data = calendars.map((item) => ({ ...presentExpert(item), days: openSlots(item.calendar, now.getTime(), callerZone) }));
  let next: ExpertList['next_slot'] = null;
  for (const expert of data) {
    const first = expert.days[0]?.slots[0];
    if (first && (!next || first.starts_at < next.starts_at))
      next = { expert_id: expert.id, expert_name: expert.name, starts_at: first.starts_at };
  }
  return { time_zone: callerZone, data, next_slot: next };
}

/** One expert's open slots (the 409 answer to a taken slot carries them). */
export async function slotsOfExpert(deps: Deps, expertId: number, callerZone: string) {
  const now = deps.now();
  const [item] = await expertCalendars(deps.database.db, now, { expertIds: [expertId] });
  return item ? openSlots(item.calendar, now.getTime(), callerZone) : [];
}
