import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/**
 * The progressive jackpot (issue 16, decision 0046; spec §4's banner). A share of the valid bet of
 * the brand's chosen categories feeds one pool per brand; each cycle commits to sha256(server seed)
 * when it opens, and the seed draws the must-drop point in [min, max] (packages/fair `jackpot.ts`).
 * The contribution that takes the pool to that point wins it; then the seed is revealed and a new
 * cycle opens at the seed value. Money in major units; the fair figures in minor units as decimal
 * strings, exact for the browser's check.
 */

export const JACKPOT_WS_PATH = '/ws/jackpot';

export const ZJackpotWin = z.object({
  cycle: z.number().int(),
  /** Masked like the winner board's names. */
  winner: z.string(),
  amount: z.number(),
  wonAt: z.string(),
  serverSeed: z.string(),
  commitment: z.string(),
  /** Minor units. */
  dropMin: z.string(),
  dropMax: z.string(),
  dropPoint: z.string(),
});
export type JackpotWin = z.infer<typeof ZJackpotWin>;

/** The pool as the banner and its socket show it. */
export const ZJackpotPool = z.object({
  enabled: z.boolean(),
  cycle: z.number().int(),
  amount: z.number(),
  /** What a new cycle starts at. */
  seed: z.number(),
  /** sha256 of the cycle's server seed (hex), shown before its win. */
  commitment: z.string(),
  /** Minor units: the range the committed drop point lies in. */
  dropMin: z.string(),
  dropMax: z.string(),
  /** The last win, so a page open at the moment of a win can show it. */
  lastWin: ZJackpotWin.nullable(),
});
export type JackpotPool = z.infer<typeof ZJackpotPool>;

export const getJackpot = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getJackpot',
  auth: 'none',
  moduleId: 'games',
  summary: "The brand's jackpot pool now, its cycle's commitment and the last win",
  value: ZJackpotPool,
});

export const listJackpotWins = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getJackpotWins',
  auth: 'none',
  moduleId: 'games',
  summary: "The brand's last jackpot wins, newest first, with their revealed seeds",
  query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
  value: z.object({ list: z.array(ZJackpotWin) }),
});

/** A frame of the jackpot socket: the pool after a change (a feed, a win). */
export const ZJackpotFrame = z.object({ type: z.literal('jackpot'), value: ZJackpotPool });
export type JackpotFrame = z.infer<typeof ZJackpotFrame>;
