import { describe, expect, it } from 'vitest';
import { meetsMinimumVerification, VERIFICATION_ORDER, verificationRank } from '../listings/listings';
import { VERIFICATION_LEVEL_KEYS } from '../users/users';

describe('verification order (docs/product.md "Entities")', () => {
  it('ranks unverified < VI < VBO < VFL < VLP, covering every level', () => {
    expect(VERIFICATION_ORDER).toEqual(['unverified', 'VI', 'VBO', 'VFL', 'VLP']);
    expect([...VERIFICATION_ORDER].sort()).toEqual([...VERIFICATION_LEVEL_KEYS].sort());
    expect(VERIFICATION_ORDER.map(verificationRank)).toEqual([0, 1, 2, 3, 4]);
  });

  it('meets a minimum at that level or above, and counts an unknown level as unverified', () => {
    expect(meetsMinimumVerification('VLP', 'VFL')).toBe(true);
    expect(meetsMinimumVerification('VFL', 'VFL')).toBe(true);
    expect(meetsMinimumVerification('VBO', 'VFL')).toBe(false);
    expect(meetsMinimumVerification('unverified', 'unverified')).toBe(true);
    expect(meetsMinimumVerification(null, 'VI')).toBe(false);
    expect(meetsMinimumVerification('bogus', 'unverified')).toBe(true);
    expect(meetsMinimumVerification('VI', undefined)).toBe(true);
  });
});
