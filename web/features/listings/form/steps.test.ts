import { describe, expect, it } from 'vitest';
import { FORM_STEPS, refusalsPerStep } from './steps';

const stepIndex = (key: (typeof FORM_STEPS)[number]['key']) => FORM_STEPS.findIndex((step) => step.key === key);

describe('refusalsPerStep', () => {
  it('counts each refused answer at the step where it is fixed, by its API path', () => {
    const counts = refusalsPerStep({
      metro: ['The metro is too long.'],
      firm_name: ['The firm name is too long.'],
      'gross_revenues.1': ['The revenue is too large.'],
      'more_info.hourly_rates.owners': ['Choose a rate.'],
      'teaser.revenue_band': ['Choose a band.'],
    });
    expect(counts).toHaveLength(FORM_STEPS.length);
    expect(counts[stepIndex('facts')]).toBe(2);
    expect(counts[stepIndex('finances')]).toBe(2);
    expect(counts[stepIndex('teaser')]).toBe(1);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5);
  });

  it('leaves out a message that names no field, and a field without a message', () => {
    expect(refusalsPerStep({ _: ['The listing cannot be submitted now.'], metro: [] })).toEqual(FORM_STEPS.map(() => 0));
  });
});
