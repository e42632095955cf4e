import { afterEach, vi } from 'vitest';

/**
 * A test that prints an unexpected console.error fails. A test that expects one replaces
 * console.error itself (vi.spyOn(console, 'error').mockImplementation(...)) before it happens.
 *
 * Test files share a worker's globals (vitest.config.ts sets `isolate: false`), and this file runs again
 * before each of them: console.error is wrapped once per worker, and each file checks after each of
 * its tests.
 */
const shared = globalThis as { __unexpectedConsoleErrors?: unknown[][] };
shared.__unexpectedConsoleErrors ??= wrapConsoleError();
const unexpected = shared.__unexpectedConsoleErrors;

function wrapConsoleError(): unknown[][] {
  const printed: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    printed.push(args);
    original(...args);
  };
  return printed;
}

afterEach(() => {
  vi.restoreAllMocks();
  if (unexpected.length > 0) {
    const printed = unexpected.map((args) => args.map(String).join(' ')).join('\n');
    unexpected.length = 0;
    throw new Error(`Unexpected console.error during the test:\n${printed}`);
  }
});
