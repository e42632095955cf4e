import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import { GAME_CATEGORIES } from './games.js';
import {
  LEADERBOARD_PERIODS,
  MISSION_GOALS,
  MISSION_PERIODS,
  MISSION_REWARDS,
  ZMissionId,
} from './missions.js';
import { localized, ZSiteImage } from './staff-promotions.js';

/**
 * The back office's missions and leaderboard (issue 16, decision 0043): the brand's missions
 * (goal, period, reward, score, status), the leaderboard's rules (period and prizes per rank), and
 * the standings of a period with what was paid. Money in major units.
 */

export const MISSION_LIMITS = { title: 80, summary: 300, maxPrizes: 50 } as const;
export const MISSION_STATUSES = ['DRAFT', 'LIVE', 'ENDED'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

const ZTime = z.iso.datetime({ offset: true });

export const ZMissionInput = z.object({
  title: localized(MISSION_LIMITS.title),
  summary: localized(MISSION_LIMITS.summary).default({}),
  icon: ZSiteImage.nullable().default(null),
  period: z.enum(MISSION_PERIODS),
  goal: z.enum(MISSION_GOALS),
  /** VALID_BET and BETS only; null or empty: every category. */
  categories: z.array(z.enum(GAME_CATEGORIES)).max(GAME_CATEGORIES.length).nullable().default(null),
  /** GAME_ROUNDS only: the game's id in the catalog. */
  gameId: z
    .string()
    .regex(/^[1-9]\d{0,17}$/u, 'game id')
    .nullable()
    .default(null),
  /** Money (major units) for VALID_BET and DEPOSIT, a whole count for the others. */
  target: z.number().positive().max(1e12),
  rewardType: z.enum(MISSION_REWARDS),
  /** Money (major units) for CASH and BONUS, whole points for POINTS. */
  rewardAmount: z.number().positive().max(1e9),
  /** BONUS only: the turnover multiple, to two decimals. */
  wageringMultiple: z.number().min(0).max(100).default(0),
  score: z.number().int().min(0).max(1_000_000).default(0),
  status: z.enum(MISSION_STATUSES).default('DRAFT'),
  startsAt: ZTime,
  endsAt: ZTime.nullable().default(null),
  sortOrder: z.number().int().min(0).max(9_999).default(0),
});
export type MissionInput = z.output<typeof ZMissionInput>;

export const ZStaffMission = ZMissionInput.extend({
  id: z.string(),
  /** The game's name when the goal is rounds of a game. */
  gameName: z.string().nullable(),
  /** Claims so far, all periods, and what they gave in money (major units) and points. */
  claims: z.number().int(),
  paidMoney: z.number(),
  paidPoints: z.number().int(),
  updatedAt: z.string(),
});
export type StaffMission = z.infer<typeof ZStaffMission>;

export const listStaffMissions = defineEndpoint({
  method: 'GET',
  path: '/bo/api/missions',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: "The brand's missions, drafts and ended ones too, with their claims",
  value: z.object({ list: z.array(ZStaffMission) }),
});

export const createMission = defineEndpoint({
  method: 'POST',
  path: '/bo/api/missions',
  auth: 'staff',
  roles: ROLES.promotions,
  moduleId: 'backoffice',
  summary: 'Add a mission',
  body: ZMissionInput,
  value: ZStaffMission,
});

export const updateMission = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/missions/:id',
  auth: 'staff',
  roles: ROLES.promotions,
  moduleId: 'backoffice',
  summary: 'Change a mission (claims already made keep what they gave)',
  params: z.object({ id: ZMissionId }),
  body: ZMissionInput,
  value: ZStaffMission,
});

export const ZLeaderboardSettings = z.object({
  enabled: z.boolean(),
  period: z.enum(LEADERBOARD_PERIODS),
  /** Prize of rank 1, 2, … (major units), paid to the main wallet at the period's close. */
  prizes: z.array(z.number().min(0).max(1e9)).max(MISSION_LIMITS.maxPrizes),
  /** Ranks are counted for members up to this rank; below it they read "N+". */
  rankShown: z.number().int().min(10).max(10_000),
});
export type LeaderboardSettings = z.output<typeof ZLeaderboardSettings>;

export const getLeaderboardSettings = defineEndpoint({
  method: 'GET',
  path: '/bo/api/leaderboard/settings',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: "The leaderboard's period, prizes and counted ranks",
  value: ZLeaderboardSettings,
});

export const saveLeaderboardSettings = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/leaderboard/settings',
  auth: 'staff',
  roles: ROLES.promotions,
  moduleId: 'backoffice',
  summary: "Change the leaderboard's rules (a new period length starts with the next period)",
  body: ZLeaderboardSettings,
  value: ZLeaderboardSettings,
});

export const ZStaffStanding = z.object({
  rank: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  score: z.number().int(),
  /** When the member reached this score: who got there first ranks first. */
  reachedAt: z.string(),
  prize: z.number().nullable(),
  /** Once the period is settled: whether the prize was paid. */
  paid: z.boolean(),
});
export type StaffStanding = z.infer<typeof ZStaffStanding>;

export const getStaffLeaderboard = defineEndpoint({
  method: 'GET',
  path: '/bo/api/leaderboard',
  auth: 'staff',
  roles: ROLES.promotionReaders,
  moduleId: 'backoffice',
  summary: 'A period’s standings (the top 100) and the periods before it with what they paid',
  query: z.object({
    /** A period's first brand day; the current period when left out. */
    start: z.iso.date().optional(),
  }),
  value: z.object({
    start: z.string(),
    end: z.string(),
    settled: z.boolean(),
    participants: z.number().int(),
    list: z.array(ZStaffStanding),
    periods: z.array(
      z.object({
        start: z.string(),
        participants: z.number().int(),
        settled: z.boolean(),
        paid: z.number(),
      }),
    ),
  }),
});
