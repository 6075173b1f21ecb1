import { describe, expect, it } from 'vitest';
import { generateUniqueId, withUniqueId } from './unique-id';

describe('generateUniqueId', () => {
  it('is LX- and six uppercase base32 characters', () => {
    for (let i = 0; i < 200; i++) expect(generateUniqueId()).toMatch(/^LX-[A-Z2-7]{6}$/);
  });

  it('does not repeat across many draws', () => {
    const ids = new Set(Array.from({ length: 2000 }, generateUniqueId));
    expect(ids.size).toBeGreaterThan(1995);
  });
});

describe('withUniqueId', () => {
  const conflict = Object.assign(new Error('Failed query'), {
    cause: Object.assign(new Error('duplicate key'), { code: '23505', constraint_name: 'users_unique_id_unique' }),
  });

  it('draws a new id when the first one is taken', async () => {
    const tried: string[] = [];
    const result = await withUniqueId(async (id) => {
      tried.push(id);
      if (tried.length === 1) throw conflict;
      return id;
    });
    expect(tried).toHaveLength(2);
    expect(result).toBe(tried[1]);
  });

  it('passes other errors through at once', async () => {
    const other = Object.assign(new Error('dup e-mail'), { code: '23505', constraint_name: 'users_email_unique' });
    let calls = 0;
    await expect(
      withUniqueId(async () => {
        calls++;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(calls).toBe(1);
  });
});
