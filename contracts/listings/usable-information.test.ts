import { describe, expect, it } from 'vitest';
import { hasUsableInformation, type UsableInformationInput } from './usable-information';

const empty: UsableInformationInput = {
  more_info: {},
  media: [],
  percentages: {},
  active_cases: null,
  cases_last_year: null,
  open_cases_fees: null,
  average_fee_collected: null,
  litigation_services: null,
};
const someInfo = { metro_note: 'x', firm_name_recognition: null } as Record<string, unknown>;
const litigation = { active_cases: 10, cases_last_year: 40, open_cases_fees: 50_000, average_fee_collected: 5_000 };

describe('hasUsableInformation (docs/product.md "Usable information")', () => {
  it.each<[string, Partial<UsableInformationInput>, boolean]>([
    ['nothing at all', {}, false],
    [
      'no questionnaire (null more_info) even with a document',
      { more_info: null, media: [{ collection_name: 'financials_needed' }] },
      false,
    ],
    ['an empty questionnaire even with a filled percentage', { percentages: { billing_mix: { hourly: 100 } } }, false],
    ['questionnaire with only blank answers', { more_info: { reason_to_sell: '  ', client_have: [] } }, false],
    ['some info but none of the five', { more_info: someInfo }, false],
    [
      'some info, a financials_needed document',
      { more_info: { replacement_salary: '', x: 1 }, media: [{ collection_name: 'financials_needed' }] },
      true,
    ],
    ['some info, a financials_ready document', { more_info: { x: 1 }, media: [{ collection_name: 'financials_ready' }] }, true],
    ['some info, only a non-financial file', { more_info: { x: 1 }, media: [{ collection_name: 'avatar' }] }, false],
    ['an answered text question', { more_info: { reason_to_sell: 'Retiring' } }, true],
    ['an answered rich-text question that is only markup', { more_info: { reason_to_sell: '<p></p>', x: 1 } }, false],
    ['an answered select', { more_info: { billing_structures: ['hourly'] } }, true],
    ['an answered hourly rate', { more_info: { hourly_rates: { owners: '_350_or_less' } } }, true],
    ['hourly rates all empty', { more_info: { hourly_rates: { owners: null }, x: 1 } }, false],
    ['some info, a filled percentage', { more_info: { x: 1 }, percentages: { referral_sources: { web: 100 } } }, true],
    ['some info, percentages all empty', { more_info: { x: 1 }, percentages: { referral_sources: { web: null } } }, false],
    ['some info, litigation block complete with yes', { more_info: { x: 1 }, ...litigation, litigation_services: 'yes' }, true],
    ['some info, litigation block complete with no', { more_info: { x: 1 }, ...litigation, litigation_services: 'no' }, false],
    [
      'some info, litigation block missing a figure',
      { more_info: { x: 1 }, ...litigation, average_fee_collected: null, litigation_services: 'yes' },
      false,
    ],
    ['an answered rating', { more_info: { office_setup: 4 } }, true],
  ])('%s', (_label, overrides, expected) => {
    expect(hasUsableInformation({ ...empty, ...overrides })).toBe(expected);
  });
});
