import type { BoardRow } from '@tessera/lottery';

/** Rows with more tokens than this (000–999, 0000–9999) are typed, not laid out as buttons. */
export const BUTTON_ROW_LIMIT = 100;

export const isTypedRow = (row: BoardRow): boolean => row.tokens.length > BUTTON_ROW_LIMIT;

/**
 * Numbers typed for a large row ("1234, 0007 5678"): split on spaces, commas and semicolons; each
 * must be one of the row's tokens (short numbers are not padded, so "7" is not "0007"). Answers the
 * new tokens in typed order without those already picked or typed twice, and the refused words.
 */
export function parseTypedNumbers(
  text: string,
  row: BoardRow,
  picked: readonly string[] = [],
): { tokens: string[]; invalid: string[] } {
  const offered = new Set(row.tokens);
  const seen = new Set(picked);
  const tokens: string[] = [];
  const invalid: string[] = [];
  for (const word of text.split(/[\s,;]+/u)) {
    if (word === '') continue;
    if (!offered.has(word)) {
      if (!invalid.includes(word)) invalid.push(word);
      continue;
    }
    if (seen.has(word)) continue;
    seen.add(word);
    tokens.push(word);
  }
  return { tokens, invalid };
}

/** `count` different tokens of the row not yet picked, drawn with `random` (0 ≤ random() < 1). */
export function randomTokens(
  row: BoardRow,
  picked: readonly string[],
  count: number,
  random: () => number = Math.random,
): string[] {
  const taken = new Set(picked);
  const chosen: string[] = [];
  const room = row.tokens.length - taken.size;
  for (let tries = 0; chosen.length < Math.min(count, room) && tries < count * 50; tries++) {
    const token = row.tokens[Math.floor(random() * row.tokens.length)]!;
    if (taken.has(token)) continue;
    taken.add(token);
    chosen.push(token);
  }
  return chosen;
}
