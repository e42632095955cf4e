import { AppError } from './app-error.js';

/** How deep a parsed body is followed; the body limit keeps it small, this keeps the walk bounded. */
const MAX_DEPTH = 32;

/**
 * Where in a parsed body, query or path the first NUL character sits (in a value or an object
 * key), as a dotted field path; null when there is none.
 */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, entry] of Object.entries(value)) {
    // A key with NUL is named by the object holding it: the key itself is never echoed.
    if (key.includes('\u0000')) return path || 'body';
    const found = findNul(entry, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL refuses NUL in text, so a string holding one would fail deep in a query as a 500:
 * every bound route refuses it at validation, naming the field, whatever the schema says.
 */
export function refuseNul(input: { body?: unknown; query?: unknown; params?: unknown }): void {
  const field = findNul(input.params) ?? findNul(input.query) ?? findNul(input.body);
  if (field) throw new AppError('validation.failed', { field: field.slice(0, 64) });
}
