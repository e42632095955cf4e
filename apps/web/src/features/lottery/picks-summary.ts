import type { BoardRow } from '@tessera/lottery';

/** Tokens listed per row in a summary before the rest is counted ("1 2 3 … +7"). */
export const SUMMARY_TOKENS = 12;

/**
 * A selection in one line for the slip. One row: its tokens. Several rows: each row that has picks,
 * labelled ("1st: 3 5 · 3rd: 7"). Word tokens and labels come translated through `label`.
 */
export function picksSummary(
  picks: readonly (readonly string[])[],
  board: readonly BoardRow[],
  label: (key: string) => string,
  token: (token: string) => string,
): string {
  const list = (picked: readonly string[]) => {
    const shown = picked.slice(0, SUMMARY_TOKENS).map(token).join(' ');
    return picked.length > SUMMARY_TOKENS ? `${shown} +${picked.length - SUMMARY_TOKENS}` : shown;
  };
  if (board.length === 1) return list(picks[0] ?? []);
  return board
    .flatMap((row, index) => {
      const picked = picks[index] ?? [];
      return picked.length > 0 ? [`${label(row.label)}: ${list(picked)}`] : [];
    })
    .join(' · ');
}
