/**
 * The in-house slot's fixed machine: five reel strips of 32 stops, three visible rows, 20 paylines
 * and the pay table. Changing anything here changes the RTP: slot.test.ts recomputes it exactly.
 */
export const SLOT_SYMBOLS = ['WILD', 'SEVEN', 'BELL', 'BAR', 'CHERRY', 'PLUM', 'LEMON'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

const LETTERS: Readonly<Record<string, SlotSymbol>> = {
  W: 'WILD',
  '7': 'SEVEN',
  B: 'BELL',
  R: 'BAR',
  C: 'CHERRY',
  P: 'PLUM',
  L: 'LEMON',
};

/** Strips written one letter a stop (W wild, 7 seven, B bell, R bar, C cherry, P plum, L lemon). */
const STRIPS = [
  'WPLRCLPB7LCRPLLWPCLBRLPC7LRPLBCL',
  'WRLCPLBLPC7RLPLCBWRLPLCLP7RLBCPL',
  'RCPLBPLCRWL7PCLRBPLCWLPRLC7BPLWL',
  'PWCLBRLPCL7LPRBCLPWLRCLPBL7CLPRL',
  'PLCLBRWPLCLPR7LCBPLLRCWPLBLPCR7L',
];

export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = STRIPS.map((strip) =>
  [...strip].map((letter) => LETTERS[letter]!),
);
export const SLOT_ROWS = 3;

/** Each payline is the row (0 top, 1 middle, 2 bottom) it reads on reels 1 to 5. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

/** Line pays in line bets for 3, 4 and 5 of a kind from reel 1. */
export const SLOT_PAYS: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  WILD: [50, 250, 1000],
  SEVEN: [25, 100, 500],
  BELL: [15, 50, 200],
  BAR: [10, 30, 100],
  CHERRY: [5, 20, 60],
  PLUM: [4, 12, 40],
  LEMON: [3, 8, 25],
};
