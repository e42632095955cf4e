/** How a prize looks on a wheel's segment, in an envelope or out of an egg. */
export type PrizeTone = 'cash' | 'bonus' | 'points' | 'tickets' | 'none';

export interface PrizeFace {
  /** The big words: "৳50", "20 pts", "Try again". */
  title: string;
  /** The small words under them: "Cash", "Bonus", "Points". */
  caption: string;
  tone: PrizeTone;
}
