import { describe, expect, it } from 'vitest';
import { customizationComplete } from './customization';

describe('customizationComplete', () => {
  it('counts a seller customization saved with practice areas as complete, and nothing less', () => {
    expect(customizationComplete({ updated_at: '2026-11-01T00:00:00.000Z', practice_areas: ['probate'] })).toBe(true);
    expect(customizationComplete({ updated_at: null, practice_areas: ['probate'] })).toBe(false);
    expect(customizationComplete({ updated_at: '2026-11-01T00:00:00.000Z', practice_areas: [] })).toBe(false);
  });
});
