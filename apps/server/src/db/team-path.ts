import { type RawBuilder, sql } from 'kysely';

/**
 * The path every member of `member`'s team starts with (domain.md §7): theirs and their id. A
 * member's `path` lists their uplines' ids, `/` at the top: `/12/40/` sits below 12, then 40.
 */
export const teamPath = (member: { id: number; path: string }) => `${member.path}${member.id}/`;

/** The uplines a path names (`/12/40/` → 12, 40), top first. */
export const uplineIds = (path: string) => path.split('/').filter(Boolean).map(Number);

/** The same in SQL: the ids on the path in `column`, as an int[]. */
export const uplineIdsOf = (column: string) =>
  sql<number[]>`array_remove(string_to_array(${sql.ref(column)}, '/'), '')::int[]`;

/**
 * `column` lies under the path `prefix` (which ends in '/'): the range [prefix, prefix with its last
 * '/' turned into '0'), with text_pattern_ops' operators, so the members_path index serves it also
 * in a generic plan and for a prefix computed per row (a team size). Every team test is this one.
 */
export function underPath(column: string, prefix: string | RawBuilder<string>): RawBuilder<boolean> {
  // Parenthesised: `~>=~` and `||` bind alike, left to right.
  const start = typeof prefix === 'string' ? sql`${prefix}` : sql`(${prefix})`;
  return sql<boolean>`(${sql.ref(column)} ~>=~ ${start} and ${sql.ref(column)} ~<~ (left(${start}, -1) || '0'))`;
}

/** `column` (a member id) is a member of the brand's team under `prefix`. */
export function memberOfTeam(column: string, merchantId: number, prefix: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} in (
    select id from members where merchant_id = ${merchantId} and ${underPath('path', prefix)})`;
}
