import { describe, expect, it } from 'vitest';
import { rowActions } from './rowActions';

describe('rowActions', () => {
  it('offers everything on an active member', () => {
    expect(rowActions({ id: 2, role: 'user', active: true }, 1)).toEqual({ canToggleActive: true, canImpersonate: true, canDelete: true });
  });

  it('offers nothing on the staff member themselves', () => {
    expect(rowActions({ id: 1, role: 'admin', active: true }, 1)).toEqual({
      canToggleActive: false,
      canImpersonate: false,
      canDelete: false,
    });
  });

  it('lets other staff be (de)activated but never impersonated or deleted', () => {
    expect(rowActions({ id: 3, role: 'admin', active: true }, 1)).toEqual({
      canToggleActive: true,
      canImpersonate: false,
      canDelete: false,
    });
  });

  it('does not impersonate inactive members', () => {
    expect(rowActions({ id: 4, role: 'user', active: false }, 1)).toMatchObject({
      canImpersonate: false,
      canToggleActive: true,
      canDelete: true,
    });
  });
});
