import { describe, expect, it } from 'vitest';
import { BAR_LOOKUPS, barLookupUrl, barNumberProblem, normaliseBarNumber } from './bar-admissions';
import { US_STATE_CODES } from '../common/us-states';

describe('bar admission table', () => {
  it('has an official https lookup for every state and DC, and nothing else', () => {
    expect(Object.keys(BAR_LOOKUPS).sort()).toEqual([...US_STATE_CODES].sort());
    for (const [state, lookup] of Object.entries(BAR_LOOKUPS)) {
      const url = new URL(lookup.url);
      expect(url.protocol, state).toBe('https:');
      expect(url.hostname, state).not.toMatch(/avvo|martindale|justia|findlaw|lawyers\.com/);
    }
  });

  it('takes digits only by default, and refuses letters there', () => {
    expect(barNumberProblem('TX', '24012345')).toBeNull();
    expect(barNumberProblem('CA', '12 34 56')).toBeNull();
    expect(barNumberProblem('TX', '24A12345')).toBe('A Texas bar number is digits only.');
    expect(barNumberProblem('NY', '12-345')).toBe('A New York bar number is digits only.');
  });

  it('knows the states whose numbers carry letters or dashes', () => {
    expect(barNumberProblem('MI', 'P12345')).toBeNull();
    expect(barNumberProblem('MI', 'p 12345')).toBeNull();
    expect(barNumberProblem('MI', 'X12345')).toBe('A Michigan bar number is the P-number, e.g. P12345.');
    expect(barNumberProblem('IA', 'AT0012345')).toBeNull();
    expect(barNumberProblem('AL', 'ASB-1234-A56B')).toBeNull();
    expect(barNumberProblem('IN', '12345-49')).toBeNull();
    expect(barNumberProblem('WY', '6-1234')).toBeNull();
    expect(barNumberProblem('WY', 'W-1234')).not.toBeNull();
  });

  it('links to the attorney’s own page where the state has one, else to the state’s search', () => {
    expect(barLookupUrl('CA', '123456')).toBe('https://apps.calbar.ca.gov/attorney/Licensee/Detail/123456');
    expect(barLookupUrl('FL', '0123456')).toBe('https://www.floridabar.org/directories/find-mbr/profile/?num=0123456');
    expect(barLookupUrl('IL', '6201234')).toBe(BAR_LOOKUPS.IL.url);
    expect(barLookupUrl('ZZ', '1')).toBeNull();
    expect(normaliseBarNumber(' p 123 45 ')).toBe('P12345');
  });
});
