/**
 * Counters over fixed time windows, for throttling (login failures, SMS sends, captcha refreshes).
 * In-process by default; with REDIS_URL the Redis implementation shares the counts between nodes.
 */
export interface RateLimiter {
  /** Count one event for `key`; returns the count in the current window, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The count in the current window without adding to it. */
  peek(key: string): Promise<number>;
  /** Take back one count from the current window (never below zero); a no-op when there is none. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Milliseconds until the current window of `key` ends (0 when there is none). */
  retryAfterMs(key: string): Promise<number>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    const current = this.windows.get(key);
    if (!current || current.endsAt <= now) {
      this.windows.set(key, { count: 1, endsAt: now + windowMs });
      if (this.windows.size > 100_000) this.sweep(now);
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  async peek(key: string): Promise<number> {
    const current = this.windows.get(key);
    return current && current.endsAt > this.now() ? current.count : 0;
  }

  async release(key: string): Promise<void> {
    const current = this.windows.get(key);
    if (current && current.endsAt > this.now() && current.count > 0) current.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async retryAfterMs(key: string): Promise<number> {
    const current = this.windows.get(key);
    return current ? Math.max(0, current.endsAt - this.now()) : 0;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
