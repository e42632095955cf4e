import { expect } from 'vitest';

/**
 * Polls `read` until its value passes the assertion chained after it (`.toBe(…)`), for up to
 * `timeout` ms: how a journey waits for the page or the server to catch up.
 */
export const eventually = <T>(read: () => Promise<T>, timeout = 15_000) =>
  expect.poll(read, { timeout, interval: 250 });
