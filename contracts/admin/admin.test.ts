import { describe, expect, it } from 'vitest';
import { AdminUsersQuerySchema, confirmsFullName, SetUserActiveSchema } from './admin';

describe('confirmsFullName', () => {
  it('accepts the full name, ignoring surrounding and repeated spaces', () => {
    expect(confirmsFullName('Mary Jane Watson', 'Mary Jane Watson')).toBe(true);
    expect(confirmsFullName('  Mary   Jane Watson ', 'Mary Jane Watson')).toBe(true);
  });

  it('refuses other case, a part of the name, or nothing', () => {
    expect(confirmsFullName('mary jane watson', 'Mary Jane Watson')).toBe(false);
    expect(confirmsFullName('Mary Jane', 'Mary Jane Watson')).toBe(false);
    expect(confirmsFullName('   ', ' ')).toBe(false);
  });
});

describe('admin request schemas', () => {
  it('reads active from JSON booleans and form 1/0', () => {
    for (const [active, expected] of [
      [true, true],
      ['1', true],
      ['true', true],
      [false, false],
      ['0', false],
      [0, false],
    ] as const) {
      expect(SetUserActiveSchema.parse({ active }).active).toBe(expected);
    }
    expect(SetUserActiveSchema.safeParse({ active: 'yes' }).success).toBe(false);
  });

  it('reads the bracketed filter keys of the users list', () => {
    expect(AdminUsersQuerySchema.parse({ 'filter[role]': 'admin', 'filter[active]': 'false', page: '2' })).toMatchObject({
      page: 2,
      per_page: 25,
      sort: '-created_at',
      'filter[role]': 'admin',
      'filter[active]': false,
    });
  });
});
