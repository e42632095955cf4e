import { DICE_RTP, DICE_RULES } from './dice.js';
import { KENO_RTP, KENO_RULES } from './keno.js';
import { MINES_RTP, MINES_RULES } from './mines.js';
import { PLINKO_RTP, PLINKO_RULES } from './plinko.js';
import { SLOT_RTP, SLOT_RULES } from './slot.js';

export type FairGameCode = 'dice' | 'mines' | 'plinko' | 'keno' | 'slot';

export interface FairGameInfo {
  readonly code: FairGameCode;
  readonly name: string;
  /** Published return to player, exact (checked analytically by each game's test). */
  readonly rtp: number;
  readonly rules: string;
}

/** The in-house games (vendor BGS) as the catalogue and the verifier page show them. */
export const FAIR_GAMES: readonly FairGameInfo[] = [
  { code: 'dice', name: 'Dice', rtp: DICE_RTP, rules: DICE_RULES },
  { code: 'mines', name: 'Mines', rtp: MINES_RTP, rules: MINES_RULES },
  { code: 'plinko', name: 'Plinko', rtp: PLINKO_RTP, rules: PLINKO_RULES },
  { code: 'keno', name: 'Keno', rtp: KENO_RTP, rules: KENO_RULES },
  { code: 'slot', name: 'Fruit Slot', rtp: SLOT_RTP, rules: SLOT_RULES },
];
