import type { LotteryBet } from '@tessera/contracts';
import {
  type BetType,
  FAMILY_RULES,
  type Family,
  type LotteryProblem,
  MAX_COMBINATIONS,
} from '@tessera/lottery';

export interface BetGroup {
  /** i18n key of the group (a tab of the board). */
  group: string;
  types: BetType[];
}

/** A family's bet types by group, groups in the order their first type appears. */
export function betGroups(family: Family): BetGroup[] {
  const groups: BetGroup[] = [];
  for (const type of FAMILY_RULES[family].betTypes) {
    const found = groups.find((group) => group.group === type.group);
    if (found) found.types.push(type);
    else groups.push({ group: type.group, types: [type] });
  }
  return groups;
}

/** Word tokens (BIG, DRAGON, RED) read through `lot_<token>`; numbers show as they are. */
export const isWordToken = (token: string): boolean => /[A-Z]/u.test(token);

/** The i18n key of a word token. */
export const tokenKey = (token: string): string => `lot_${token.toLowerCase()}`;

/** Empty picks for a board: one empty row each. */
export const emptyPicks = (type: BetType): string[][] => type.board.map(() => []);

/** A row's picks with `token` switched on or off (kept in the row's order). */
export function togglePick(
  picks: readonly (readonly string[])[],
  rowIndex: number,
  token: string,
  tokens: readonly string[],
): string[][] {
  return picks.map((picked, index) => {
    if (index !== rowIndex) return [...picked];
    const chosen = new Set(picked);
    if (chosen.has(token)) chosen.delete(token);
    else chosen.add(token);
    return tokens.filter((candidate) => chosen.has(candidate));
  });
}

export type Selection =
  | { ok: true; combinations: number }
  | { ok: false; problem: LotteryProblem }
  | { ok: false; tooMany: number };

/** What the engine says of a selection: its combinations, or why it cannot be played. */
export function checkSelection(type: BetType, picks: readonly (readonly string[])[]): Selection {
  const problem = type.validate(picks);
  if (problem) return { ok: false, problem };
  const combinations = type.combinations(picks);
  if (combinations > MAX_COMBINATIONS) return { ok: false, tooMany: MAX_COMBINATIONS };
  return { ok: true, combinations };
}

/**
 * Whether the member may try to cancel a bet: it is open, its draw has no result yet and is not the
 * one just closed (the server has the last word: before the draw closes).
 */
export function mayCancel(
  bet: Pick<LotteryBet, 'status' | 'numbers' | 'numero'>,
  closedNumero: string | null,
): boolean {
  return bet.status === 'OPEN' && bet.numbers === null && bet.numero !== closedNumero;
}
