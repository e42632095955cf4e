/**
 * An audit entry's `details` as lines a person reads: "status: ACTIVE → DISABLED", "reason: …",
 * and for a changed object (a payment channel before and after) only the fields that changed, each
 * by its path ("bank › account number"). Never a raw JSON dump; nested values are flattened.
 */
export type Scalar = string | number | boolean | null;

export type DetailLine =
  | { kind: 'change'; path: string[]; before: Scalar; after: Scalar }
  | { kind: 'value'; path: string[]; value: Scalar };

/** Deeper than this, what is left is shown compactly on one line. */
const MAX_DEPTH = 4;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A leaf as one scalar: lists of scalars joined, anything else (rare) compact JSON. */
function scalarOf(value: unknown): Scalar {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item)))
      return value.length === 0 ? '' : value.map((item) => String(item)).join(', ');
  }
  return JSON.stringify(value);
}

/** Every leaf of a value with its path (a scalar is its own single leaf at the empty path). */
export function flatten(value: unknown, path: string[] = [], depth = 0): [string[], Scalar][] {
  if (isPlainObject(value) && depth < MAX_DEPTH) {
    const entries = Object.entries(value);
    if (entries.length === 0) return [[path, null]];
    return entries.flatMap(([key, inner]) => flatten(inner, [...path, key], depth + 1));
  }
  return [[path, scalarOf(value)]];
}

/** The lines of a before/after pair: the changed leaves only (a created or removed object: all). */
function changes(before: unknown, after: unknown, prefix: string[]): DetailLine[] {
  if (!isPlainObject(before) && !isPlainObject(after)) {
    return [{ kind: 'change', path: prefix, before: scalarOf(before), after: scalarOf(after) }];
  }
  const leaves = (value: unknown) => (value === null || value === undefined ? [] : flatten(value));
  const was = new Map(leaves(before).map(([path, value]) => [path.join('\u0000'), { path, value }]));
  const now = new Map(leaves(after).map(([path, value]) => [path.join('\u0000'), { path, value }]));
  const keys = [...new Set([...was.keys(), ...now.keys()])];
  const lines: DetailLine[] = [];
  for (const key of keys) {
    const b = was.get(key);
    const a = now.get(key);
    const path = [...prefix, ...(a?.path ?? b?.path ?? [])];
    // A field empty on both sides (a removed row's blank url) says nothing.
    if ((b?.value ?? null) === null && (a?.value ?? null) === null) continue;
    if (before === null || before === undefined) {
      lines.push({ kind: 'change', path, before: null, after: a?.value ?? null });
    } else if (after === null || after === undefined) {
      lines.push({ kind: 'change', path, before: b?.value ?? null, after: null });
    } else if ((b?.value ?? null) !== (a?.value ?? null)) {
      lines.push({ kind: 'change', path, before: b?.value ?? null, after: a?.value ?? null });
    }
  }
  return lines;
}

export function detailLines(details: Record<string, unknown> | null | undefined): DetailLine[] {
  if (!details) return [];
  const lines: DetailLine[] = [];
  // A change (both), a creation (after only) or a removal (before only): one set of change lines.
  const paired = 'before' in details || 'after' in details;
  for (const [key, value] of Object.entries(details)) {
    if (paired && key === 'after') continue;
    if (paired && key === 'before') {
      lines.push(...changes(details.before, details.after, []));
      continue;
    }
    for (const [path, leaf] of flatten(value, [key])) lines.push({ kind: 'value', path, value: leaf });
  }
  return lines;
}

/** Where an entry's target leads in the console: a member's page, the staff list, the channels. */
export function targetLink(target: string | null | undefined): string | null {
  if (!target) return null;
  const [type, id] = target.split(':', 2);
  if (!id) return null;
  if (type === 'member' && /^\d{1,10}$/u.test(id)) return `/members/${id}`;
  if (type === 'staff' && /^\d{1,10}$/u.test(id)) return `/staff?highlight=${id}`;
  if (type === 'channel') return '/payment-channels';
  if (type === 'deposit') return '/deposits';
  if (type === 'withdrawal') return '/withdrawals';
  if (type === 'adjustment') return '/adjustments';
  return null;
}

/** A key as words: `endedSessions` → "ended sessions", `bank.accountName` → "bank › account name". */
export function keyWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/gu, '$1 $2')
    .replace(/[_-]+/gu, ' ')
    .toLowerCase();
}

/**
 * The filter's dates (whole local days, `to` inclusive) as the call's instants: from the start of
 * `from` to the start of the day after `to`. Empty or malformed days are left out.
 */
export function dayRange(from: string, to: string): { from?: string; to?: string } {
  const start = (day: string, plusDays = 0) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(day);
    if (!match) return undefined;
    const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  };
  const range: { from?: string; to?: string } = {};
  const a = start(from);
  const b = start(to, 1);
  if (a) range.from = a;
  if (b) range.to = b;
  return range;
}
