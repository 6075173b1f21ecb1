import { describe, expect, it } from 'vitest';
import { RequestBudget } from './request-budget';

describe('RequestBudget', () => {
  it('counts per key inside a window and starts a new window once it has ended', () => {
    const budget = new RequestBudget(60_000, 100);
    expect(budget.hit('a', 1_000)).toEqual({ count: 1, resetAt: 61_000 });
    expect(budget.hit('a', 30_000)).toEqual({ count: 2, resetAt: 61_000 });
    expect(budget.hit('b', 30_000)).toEqual({ count: 1, resetAt: 90_000 });
    expect(budget.hit('a', 61_000)).toEqual({ count: 1, resetAt: 121_000 });
  });

  it('forgets the oldest keys beyond its capacity, so new keys cannot grow it without bound', () => {
    const budget = new RequestBudget(60_000, 3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) budget.hit(key, 0);
    expect(budget.size).toBe(3);
    // 'a' was forgotten: it starts again at 1, while 'e' keeps counting.
    expect(budget.hit('a', 1).count).toBe(1);
    expect(budget.hit('e', 1).count).toBe(2);
  });
});
