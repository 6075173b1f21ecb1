import { describe, expect, it } from 'vitest';
import { COMPLETION_ITEMS, listingProgress, submitErrors } from './progress';
import { ListingSubmitSchema } from './listings';

const core = {
  headline: 'Practice',
  practice_areas: ['tax'],
  state: 'NY',
  metro: 'New York',
  year_established: 2001,
  attorneys: 2,
  staff: 1,
  gross_revenues: [1, 2, 3],
  sde: 10,
  percentages: { billing_mix: { hourly: 100 }, client_mix: { companies: 100 }, referral_sources: { web: 50, other: 50 } },
  litigation_services: 'no',
};

describe('listing progress and submission', () => {
  it('an empty listing misses everything', () => {
    expect(listingProgress({})).toEqual({
      completed: 0,
      total: COMPLETION_ITEMS.length,
      percent: 0,
      missing: COMPLETION_ITEMS.map((i) => i.key),
    });
  });

  it('the core facts are enough to submit but not to complete', () => {
    expect(submitErrors(core)).toEqual({});
    const progress = listingProgress(core);
    expect(progress.percent).toBeGreaterThan(0);
    expect(progress.percent).toBeLessThan(100);
    expect(progress.missing).toContain('ratings');
  });

  it('refuses percentages that do not total 100 and litigation without figures', () => {
    const errors = submitErrors({ ...core, percentages: { ...core.percentages, billing_mix: { hourly: 90 } }, litigation_services: 'yes' });
    expect(Object.keys(errors)).toEqual(['percentages.billing_mix', 'litigation_services']);
  });

  it('the submit schema carries the same rules for the web form', () => {
    expect(ListingSubmitSchema.safeParse(core).success).toBe(true);
    const result = ListingSubmitSchema.safeParse({ ...core, sde: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['sde']);
  });
});
