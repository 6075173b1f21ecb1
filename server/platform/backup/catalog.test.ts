import { describe, expect, it } from 'vitest';
import { orderForLoading } from './catalog';

describe('the order tables are loaded in', () => {
  it('puts every table after the tables it references', () => {
    const keys = [
      { table: 'messages', references: 'chats' },
      { table: 'messages', references: 'users' },
      { table: 'chats', references: 'listings' },
      { table: 'listings', references: 'users' },
    ];
    expect(orderForLoading(['messages', 'chats', 'users', 'listings', 'audit_log'], keys)).toEqual([
      'audit_log',
      'users',
      'listings',
      'chats',
      'messages',
    ]);
  });

  it('ignores a table referencing itself and still lists every table of a cycle', () => {
    const keys = [
      { table: 'messages', references: 'messages' },
      { table: 'a', references: 'b' },
      { table: 'b', references: 'a' },
    ];
    expect(orderForLoading(['messages', 'a', 'b'], keys)).toEqual(['messages', 'a', 'b']);
  });
});
