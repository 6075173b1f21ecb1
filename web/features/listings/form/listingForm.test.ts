import { describe, expect, it } from 'vitest';
import {
  draftFromForm,
  emptyListingForm,
  formProgress,
  formSubmitErrors,
  readBackup,
  savablePercentages,
  writeBackup,
} from './listingForm';

describe('the listing form', () => {
  it('saves only percentage sets that total 100 and clears empty ones', () => {
    expect(
      savablePercentages({
        billing_mix: { hourly: 60, fixed: 40, contingency: null },
        client_mix: { individuals: 50 },
        referral_sources: {},
      }),
    ).toEqual({ billing_mix: { hourly: 60, fixed: 40, contingency: null }, referral_sources: null });
  });

  it('sends blanks as null and keeps the answers', () => {
    const draft = draftFromForm({
      ...emptyListingForm(),
      headline: ' Estate practice ',
      state: 'MA',
      firm_name: '  ',
      more_info: { client_have: ['individuals'], firm_name_recognition: 4 },
    });
    expect(draft).toMatchObject({
      headline: 'Estate practice',
      state: 'MA',
      firm_name: null,
      metro: null,
      more_info: { client_have: ['individuals'], firm_name_recognition: 4 },
    });
  });

  it('measures progress and the core facts missing for submission', () => {
    const values = emptyListingForm();
    expect(formProgress(values, []).completed).toBe(0);
    expect(Object.keys(formSubmitErrors(values, []))).toContain('headline');
    const done = formProgress({ ...values, headline: 'A', litigation_services: 'no' }, [{ collection_name: 'financials_needed' }]);
    expect(done.missing).not.toContain('headline');
    expect(done.missing).not.toContain('litigation_services');
    expect(done.missing).not.toContain('financials_needed');
  });

  it('keeps unsaved values on this device, per listing', () => {
    writeBackup(7, { ...emptyListingForm(), headline: 'Kept' }, new Date('2026-01-01T00:00:00Z'));
    expect(readBackup(7)?.values.headline).toBe('Kept');
    expect(readBackup(7)?.savedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(readBackup(null)).toBeNull();
  });
});
