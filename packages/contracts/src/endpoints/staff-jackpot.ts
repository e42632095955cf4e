import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import { GAME_CATEGORIES } from './games.js';
import { ZJackpotPool, ZJackpotWin } from './jackpot.js';

/**
 * The back office's jackpot (issue 16, decision 0046): the brand's pool settings, saved whole, and
 * the pool with its wins. Money in major units; the contribution in basis points of valid bet.
 */

const ZMoney = z.number().min(0).max(1e12);

export const ZJackpotSettings = z.object({
  enabled: z.boolean(),
  categories: z.array(z.enum(GAME_CATEGORIES)).max(GAME_CATEGORIES.length),
  /** 1 to 1000 (0.01 % to 10 % of valid bet). */
  contributionBp: z.number().int().min(1).max(1000),
  /** What each cycle starts at, funded by the house. */
  seed: ZMoney,
  /** The must-drop range: each cycle's drop point is drawn in it. */
  dropMin: ZMoney,
  dropMax: ZMoney,
});
export type JackpotSettings = z.output<typeof ZJackpotSettings>;

export const getJackpotSettings = defineEndpoint({
  method: 'GET',
  path: '/bo/api/jackpot/settings',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: "The brand's jackpot settings (null before any were saved)",
  value: ZJackpotSettings.nullable(),
});

export const saveJackpotSettings = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/jackpot/settings',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: "Change the brand's jackpot (the open cycle keeps its committed drop point; the next takes these)",
  body: ZJackpotSettings,
  value: ZJackpotSettings,
});

export const getStaffJackpot = defineEndpoint({
  method: 'GET',
  path: '/bo/api/jackpot',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: 'The pool now, its cycle and the wins with their reveals and winners',
  value: z.object({
    pool: ZJackpotPool,
    wins: z.array(ZJackpotWin.extend({ memberId: z.number().int(), username: z.string() })),
  }),
});
