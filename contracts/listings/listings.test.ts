import { describe, expect, it } from 'vitest';
import { ListingDraftSchema } from './listings';

const messageFor = (draft: Record<string, unknown>) => {
  const result = ListingDraftSchema.safeParse(draft);
  return result.success ? undefined : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a listing draft’s numbers', () => {
  const nextYear = new Date().getUTCFullYear() + 1;

  it('refuses a year out of range in words, with the range', () => {
    expect(messageFor({ year_established: 1700 })).toEqual([`year_established: Enter a year from 1800 to ${nextYear}.`]);
    expect(messageFor({ year_established: nextYear + 1 })).toEqual([`year_established: Enter a year from 1800 to ${nextYear}.`]);
  });

  it('refuses a count that is not a whole number, or is negative, in words', () => {
    for (const attorneys of ['three', 2.5, -1]) {
      expect(messageFor({ attorneys })).toEqual(['attorneys: Enter a whole number from 0 to 100,000.']);
    }
  });

  it('keeps a blank field as cleared and a form’s digits as a number', () => {
    expect(ListingDraftSchema.parse({ attorneys: '', staff: '4', year_established: '1995' })).toMatchObject({
      attorneys: null,
      staff: 4,
      year_established: 1995,
    });
  });
});
