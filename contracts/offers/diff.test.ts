import { describe, expect, it } from 'vitest';
import { changedFields, OFFER_FIELDS, type ComparableTerms } from './diff';
import { FIRST_OFFER_TERMS } from './offer.fixture';

const first: ComparableTerms = FIRST_OFFER_TERMS;

describe('the fields that changed between two versions', () => {
  it('lists every field for a first version', () => {
    expect(changedFields(null, first)).toEqual([...OFFER_FIELDS]);
  });

  it('lists nothing for the same terms', () => {
    expect(changedFields(first, { ...first, contingencies: ['due_diligence', 'financing'], note: '  ' })).toEqual([]);
  });

  it('lists each changed field, in the form order', () => {
    expect(changedFields(first, { ...first, transition_months: 12, price: 550_000 })).toEqual(['price', 'transition_months']);
  });

  it('sees an earn-out added, removed or changed', () => {
    expect(changedFields(first, { ...first, earnout: null })).toEqual(['earnout']);
    expect(changedFields({ ...first, earnout: null }, first)).toEqual(['earnout']);
    expect(changedFields(first, { ...first, earnout: { percent: 20, months: 24 } })).toEqual(['earnout']);
  });

  it('compares the scope and the contingencies as sets', () => {
    expect(changedFields({ ...first, scope: ['family', 'tax'] }, { ...first, scope: ['tax', 'family'] })).toEqual([]);
    expect(changedFields(first, { ...first, scope: ['family'] })).toEqual(['scope']);
    expect(changedFields({ ...first, scope: ['family'] }, { ...first, scope: ['family', 'tax'] })).toEqual(['scope']);
    expect(changedFields(first, { ...first, contingencies: ['financing'] })).toEqual(['contingencies']);
  });

  it('sees the deadline and the note', () => {
    expect(changedFields(first, { ...first, expires_on: '2026-12-18', note: 'Firm offer.' })).toEqual(['expires_on', 'note']);
  });
});
