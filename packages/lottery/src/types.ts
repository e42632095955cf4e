/**
 * The shapes every lottery family shares (domain.md §5). Everything here is pure data: a result is
 * a list of zero-padded number strings in the family's canonical order, a selection is a list of
 * rows of picked tokens, and a bet type answers validate / combinations / settle over them.
 */

/** A rule family: its result format and its bet types. Vietnam's regions differ in result size. */
export type Family = 'SSC' | 'PK10' | '11X5' | 'LF' | 'LHC' | 'VN_NORTH' | 'VN_CENTRAL' | 'VN_SOUTH' | 'SEA';

export const FAMILIES: readonly Family[] = [
  'SSC',
  'PK10',
  '11X5',
  'LF',
  'LHC',
  'VN_NORTH',
  'VN_CENTRAL',
  'VN_SOUTH',
  'SEA',
];

/** Odds tables exist per prize mode (spec §4): official, self-run, our fast draws, sea lottery. */
export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

export const PRIZE_MODES: readonly PrizeMode[] = ['LOTT', 'ZY', 'ELOTT', 'SEA'];

/**
 * A drawn result: the numbers in the family's canonical order (see each family's `ResultFormat`),
 * as zero-padded decimal strings ("7", "07", "00123" as the family writes them).
 */
export type DrawnNumbers = readonly string[];

/** What the player picked: one array of tokens per row of the bet board, in board order. */
export type Picks = readonly (readonly string[])[];

/**
 * Why a selection (or a result) is refused: an error key the server answers in the envelope and
 * the site shows in the member's language. Keys live in `errors.ts`.
 */
export interface LotteryProblem {
  key: string;
  /** Values for the message's placeholders, e.g. { row: 2, min: 1, max: 10 }. */
  params?: Record<string, string | number>;
}

/** How a family's results look, and how a fast draw makes one from uniform random integers. */
export interface ResultFormat {
  family: Family;
  /** How many numbers a result holds. */
  size: number;
  /** Null when `numbers` is a well-formed result of this family. */
  check(numbers: DrawnNumbers): LotteryProblem | null;
  /** A uniformly random result; `int(n)` answers a uniform integer in [0, n). */
  draw(int: (n: number) => number): string[];
}

/** One row of a bet board: which tokens it offers and how many the player may pick. */
export interface BoardRow {
  /** i18n key of the row's label (e.g. `lot_row_ten_thousands`). */
  label: string;
  /** The tokens offered, in display order ("0".."9", "01".."49", "BIG", "DRAGON"...). */
  tokens: readonly string[];
  min: number;
  max: number;
}

/** A prize of a bet type, and how many times one combination won it for a result. */
export interface Hit {
  prize: string;
  count: number;
}

/**
 * A bet type ("play"): the board the player fills, and the three pure questions of domain.md §5.
 * Codes are unique across all families (`SSC.POS_1`, `VN_NORTH.BAO_LO_2`), because odds tables and
 * stored bets name them.
 */
export interface BetType {
  code: string;
  family: Family;
  /** i18n key of its name and of its one-paragraph rules text. */
  name: string;
  rules: string;
  /** Group on the bet board (tabs): an i18n key. */
  group: string;
  board: readonly BoardRow[];
  /** Every prize key this bet type can pay (the odds table has one entry per key). */
  prizes: readonly string[];
  /** The reference odds (prize mode LOTT); other modes and brands derive or override them. */
  defaultOdds: BetOdds;
  /**
   * Null when the picks are a valid selection: row count, tokens of the row, no duplicates within a
   * row, picks between the row's min and max, and any rule across rows (e.g. distinct positions).
   */
  validate(picks: Picks): LotteryProblem | null;
  /** How many single bets (combinations) a valid selection stands for: stake = this × units × price. */
  combinations(picks: Picks): number;
  /** The prizes all of the selection's combinations won for `result` (empty: a loss). */
  settle(picks: Picks, result: DrawnNumbers): Hit[];
}

/**
 * Odds of one bet type in one prize mode: the price of one unit of one combination (minor units)
 * and, per prize, the amount paid per unit won, as a multiple of the price in thousandths
 * (9800 = 9.8 × price, stake included).
 */
export interface BetOdds {
  unitPrice: number;
  payoutMilli: Record<string, number>;
}

/** A prize mode's odds: by bet type code. */
export type OddsTable = Record<string, BetOdds>;

/** A family's rules: its result format and its bet types. */
export interface FamilyRules {
  format: ResultFormat;
  betTypes: readonly BetType[];
}
