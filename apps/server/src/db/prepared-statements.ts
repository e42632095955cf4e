import type pg from 'pg';

/** Statement names handed out at most; texts past it run unnamed, as before. */
const MAX_NAMES = 1_000;
/** Texts seen once that are remembered; past it they are forgotten (`in (…)` lists make many). */
const MAX_COUNTED = 10_000;

/**
 * A text holding this is never named: PostgreSQL plans it for its values each time. For queries
 * whose best plan depends on them (a team of ten or of a hundred thousand), which a named
 * statement's generic plan, made once for any values, cannot know (decision 0038).
 */
export const PLANNED_EACH_TIME = '/* planned each time */';

/**
 * Repeated SQL as named prepared statements on each pooled connection (decision 0010). Kysely sends
 * every query as text with parameters, which PostgreSQL parses and plans on every call. A text seen
 * a second time gets a name, and from then on each connection parses it once and only binds and
 * executes it. Protocol-level statements outlive a rolled-back transaction; `pg` tracks which
 * names each connection has parsed.
 */
export function prepareRepeatedStatements(pool: pg.Pool): void {
  const seenOnce = new Set<string>();
  const names = new Map<string, string>();
  const nameFor = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= MAX_NAMES || text.includes(PLANNED_EACH_TIME)) return known;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= MAX_COUNTED) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const name = `tessera_${names.size}`;
    names.set(text, name);
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const named = (...args: unknown[]) => {
      const [text, values] = args;
      const plain = args.length === 2 && typeof text === 'string' && Array.isArray(values);
      const name = plain ? nameFor(text) : undefined;
      return name === undefined ? query(...args) : query({ name, text, values });
    };
    Object.assign(client, { query: named });
  });
}
