/** The quick picks of a digit or number row (all, big, small, odd, even, clear). */
export const QUICK_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

/** A row of plain numbers ("0".."9", "01".."49", "00".."99", sums): quick picks apply. */
export function isNumberRow(tokens: readonly string[]): boolean {
  return tokens.length > 1 && tokens.every((token) => /^\d+$/u.test(token));
}

/**
 * The tokens a quick pick selects, in the row's order. Big is the upper half of the row's values
 * (an odd count puts the middle one with big: 01–49 splits 01–24 / 25–49), small the rest.
 */
export function quickPick(kind: QuickPick, tokens: readonly string[]): string[] {
  if (kind === 'clear') return [];
  if (kind === 'all') return [...tokens];
  if (kind === 'odd' || kind === 'even') {
    const remainder = kind === 'odd' ? 1 : 0;
    return tokens.filter((token) => Number(token) % 2 === remainder);
  }
  const sorted = [...tokens].sort((a, b) => Number(a) - Number(b));
  const big = new Set(sorted.slice(Math.floor(sorted.length / 2)));
  return tokens.filter((token) => big.has(token) === (kind === 'big'));
}
