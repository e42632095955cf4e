import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { GAME_CATEGORIES } from './games.js';
import { ZRequestId } from './wallet.js';

/**
 * Missions and their leaderboard (issue 16, decision 0043; spec §2.3 `missionLeaderboard`, §7.4).
 * A mission is a goal on the member's real activity within its period (a brand day, a brand week,
 * or once between its start and end); progress is read from the settled play, the approved
 * deposits and the logins, so it moves as bets settle. A mission reached is claimed by the member
 * for its reward (cash, a bonus with wagering, or points) and its score, which counts on the
 * leaderboard of the brand's current leaderboard period. Money in major units.
 */

export const MISSION_PERIODS = ['DAILY', 'WEEKLY', 'ONCE'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * What a mission counts in its period: valid bet (money) or settled bets (a count) in its
 * categories (all when none), rounds of one game, approved deposits (money), days with a login.
 */
export const MISSION_GOALS = ['VALID_BET', 'BETS', 'GAME_ROUNDS', 'DEPOSIT', 'LOGIN_DAYS'] as const;
export type MissionGoal = (typeof MISSION_GOALS)[number];
/** Goals counted in money (major units); the others are counts. */
export const MONEY_GOALS: readonly MissionGoal[] = ['VALID_BET', 'DEPOSIT'];

/** Cash to the main wallet, a bonus that must be wagered, or points. */
export const MISSION_REWARDS = ['CASH', 'BONUS', 'POINTS'] as const;
export type MissionReward = (typeof MISSION_REWARDS)[number];

/** As the site shows them (domain.md §6): in progress, ready to claim, claimed this period. */
export const MISSION_STATES = ['PROCESS', 'CLAIM', 'CLAIMED'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

export const LEADERBOARD_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const ZMissionId = z.string().regex(/^[1-9]\d{0,17}$/u, 'mission id');

export const ZMission = z.object({
  id: z.string(),
  /** In the request's language. */
  title: z.string(),
  summary: z.string(),
  /** An image path under the site (the demo's artwork) or an absolute https URL. */
  icon: z.string().nullable(),
  period: z.enum(MISSION_PERIODS),
  goal: z.enum(MISSION_GOALS),
  /** VALID_BET and BETS: the categories that count; null: every one. */
  categories: z.array(z.enum(GAME_CATEGORIES)).nullable(),
  /** GAME_ROUNDS: the game's name in the request's language, and its id to open it. */
  game: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Money for the money goals (major units), a count for the others. */
  target: z.number(),
  /** What counts so far this period, not capped at the target. */
  progress: z.number(),
  reward: z.object({
    type: z.enum(MISSION_REWARDS),
    /** Money (major units) for cash and bonus, whole points for points. */
    amount: z.number(),
    /** BONUS: the turnover to meet, as a multiple of the bonus. */
    wageringMultiple: z.number().nullable(),
  }),
  /** What a claim adds to the member's leaderboard score. */
  score: z.number().int(),
  state: z.enum(MISSION_STATES),
  /** When this period ends and progress starts again (ISO); null: a one-off without an end. */
  periodEnd: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type Mission = z.infer<typeof ZMission>;

export const getMissionSummary = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  auth: 'member',
  moduleId: 'missions',
  summary:
    "The brand's live missions with the member's progress this period, and how many wait to be claimed",
  value: z.object({
    list: z.array(ZMission),
    /** Missions reached and not claimed: the member-centre badge. */
    readyCount: z.number().int(),
    /** The member's score on the current leaderboard. */
    score: z.number().int(),
  }),
});

export const claimMission = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimMissionReward',
  auth: 'member',
  moduleId: 'missions',
  summary: "Claim a reached mission's reward and score for this period (once; replayed by request id)",
  body: z.object({ missionId: ZMissionId, requestId: ZRequestId.optional() }),
  value: z.object({ mission: ZMission, readyCount: z.number().int(), score: z.number().int() }),
});

export const ZLeaderboardRow = z.object({
  rank: z.number().int(),
  /** Masked for everyone but the member themself. */
  username: z.string(),
  score: z.number().int(),
  /** The prize of this rank (major units); null: none. */
  prize: z.number().nullable(),
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof ZLeaderboardRow>;

export const getMissionLeaderboard = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  auth: 'member',
  moduleId: 'missions',
  summary:
    'The leaderboard of the current (or the previous) period: the top ranks, the member’s own rank and the prizes',
  query: z.object({ period: z.enum(['CURRENT', 'PREVIOUS']).default('CURRENT') }),
  value: z.object({
    enabled: z.boolean(),
    periodType: z.enum(LEADERBOARD_PERIODS),
    /** The period's bounds (ISO instants, end exclusive). */
    start: z.string(),
    end: z.string(),
    /** Prizes are paid once the period is over; true once they are. */
    settled: z.boolean(),
    list: z.array(ZLeaderboardRow),
    me: z.object({
      /** Null when the member has no score, or ranks below `rankShown`. */
      rank: z.number().int().nullable(),
      score: z.number().int(),
      prize: z.number().nullable(),
    }),
    /** Ranks are counted up to this; below it the site shows "rankShown+". */
    rankShown: z.number().int(),
    /** Prize of rank 1, 2, … (major units). */
    prizes: z.array(z.number()),
    participants: z.number().int(),
  }),
});
