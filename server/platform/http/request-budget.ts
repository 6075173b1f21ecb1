/**
 * Fixed-window request counters in memory, one per key, for the coarse flood protection of one instance. A window
 * starts at a key's first request and lasts `windowMs`; the oldest keys are forgotten beyond `capacity`, so a flood
 * of new addresses cannot grow the map without bound (a forgotten key simply starts a new window).
 */
export interface BudgetHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
}

export class RequestBudget {
  private readonly windows = new Map<string, BudgetHit>();

  constructor(
    private readonly windowMs: number,
    private readonly capacity: number,
  ) {}

  hit(key: string, now: number): BudgetHit {
    let window = this.windows.get(key);
    if (window === undefined) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
      if (this.windows.size > this.capacity) this.windows.delete(this.windows.keys().next().value!);
    } else if (window.resetAt <= now) {
      window.count = 0;
      window.resetAt = now + this.windowMs;
    }
    window.count++;
    return window;
  }

  get size(): number {
    return this.windows.size;
  }
}
