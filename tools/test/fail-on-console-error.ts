import { afterEach, vi } from 'vitest';

/**
 * A test that prints an unexpected console.error fails. A test that expects one replaces
 * console.error itself (vi.spyOn(console, 'error').mockImplementation(...)) before it happens.
 */
const unexpected: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  unexpected.push(args);
  original(...args);
};

afterEach(() => {
  vi.restoreAllMocks();
  if (unexpected.length > 0) {
    const printed = unexpected.map((args) => args.map(String).join(' ')).join('\n');
    unexpected.length = 0;
    throw new Error(`Unexpected console.error during the test:\n${printed}`);
  }
});
