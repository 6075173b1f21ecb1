import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { sends } from '../../test/http';
import { onboardingStatuses } from './tours.table';

const t = useTestApp();
const http = sends(t);

const STATUS = '/api/onboarding/status';

describe('onboarding status', () => {
  it('starts with no tour completed, then keeps what the user saved, for that user only', async () => {
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id);
    expect((await http.get(STATUS, headers)).json()).toEqual({ onboarding_status: { tours: {}, active_tour: null } });

    const saved = { tours: { dashboard: true, messages: false }, active_tour: 'messages' };
    const put = await http.put(STATUS, headers, { onboarding_status: saved });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ onboarding_status: saved });
    expect((await http.get(STATUS, headers)).json()).toEqual({ onboarding_status: saved });

    const next = { tours: { dashboard: true, messages: true }, active_tour: null };
    await http.put(STATUS, headers, { onboarding_status: next });
    expect((await http.get(STATUS, headers)).json()).toEqual({ onboarding_status: next });

    const other = await buildUser(t.database.db);
    expect((await http.get(STATUS, await t.loginAs(other.id))).json()).toEqual({ onboarding_status: { tours: {}, active_tour: null } });
  });

  it('accepts only the known tour names and booleans, naming the field, and keeps the saved status', async () => {
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id);
    const saved = { tours: { deals: true }, active_tour: null };
    await http.put(STATUS, headers, { onboarding_status: saved });

    const unknownTour = await http.put(STATUS, headers, { onboarding_status: { tours: { made_up: true }, active_tour: null } });
    expect(unknownTour.statusCode).toBe(422);
    expect(Object.keys(unknownTour.json().errors)).toEqual([expect.stringMatching(/^onboarding_status\.tours/)]);

    const notBoolean = await http.put(STATUS, headers, { onboarding_status: { tours: { deals: 'yes' }, active_tour: null } });
    expect(notBoolean.statusCode).toBe(422);
    expect(notBoolean.json().errors).toEqual({ 'onboarding_status.tours.deals': ['Use true or false.'] });

    const unknownActive = await http.put(STATUS, headers, { onboarding_status: { tours: {}, active_tour: 'tour-of-paris' } });
    expect(unknownActive.json().errors).toEqual({ 'onboarding_status.active_tour': ['Choose one of the tours.'] });

    const extra = await http.put(STATUS, headers, { onboarding_status: { tours: {}, active_tour: null, admin: true } });
    expect(extra.statusCode).toBe(422);
    expect((await http.put(STATUS, headers, {})).json().errors).toHaveProperty('onboarding_status');
    expect((await http.put(STATUS, headers, { onboarding_status: [] })).statusCode).toBe(422);

    expect((await http.get(STATUS, headers)).json()).toEqual({ onboarding_status: saved });
  });

  it('drops from a stored status the tours that no longer exist instead of failing', async () => {
    const user = await buildUser(t.database.db);
    const stale = { tours: { dashboard: true, retired_tour: true }, active_tour: 'retired_tour' } as never;
    await t.database.db.insert(onboardingStatuses).values({ userId: user.id, status: stale });
    const res = await http.get(STATUS, await t.loginAs(user.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ onboarding_status: { tours: { dashboard: true }, active_tour: null } });
  });

  it('is for signed-in members only', async () => {
    expect((await http.get(STATUS, {})).statusCode).toBe(401);
  });
});
