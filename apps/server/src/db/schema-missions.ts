import type { ColumnType, Generated } from 'kysely';
import type { Texts } from './schema-rewards.js';

/** Missions and their leaderboard (migration 0043, decision 0043). Money in minor units. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;
type Day = ColumnType<string, string, string>;

export type MissionPeriodColumn = 'DAILY' | 'WEEKLY' | 'ONCE';
export type MissionGoalColumn = 'VALID_BET' | 'BETS' | 'GAME_ROUNDS' | 'DEPOSIT' | 'LOGIN_DAYS';
export type MissionRewardColumn = 'CASH' | 'BONUS' | 'POINTS';
export type LeaderboardPeriodColumn = 'DAILY' | 'WEEKLY' | 'MONTHLY';

export interface MissionTable {
  id: Generated<bigint>;
  merchant_id: number;
  title: DefaultedJson<Texts>;
  summary: DefaultedJson<Texts>;
  icon: string | null;
  period: MissionPeriodColumn;
  goal: MissionGoalColumn;
  categories: string[] | null;
  game_id: number | null;
  /** Minor units for VALID_BET and DEPOSIT, a count for the others. */
  target: bigint;
  reward_type: MissionRewardColumn;
  /** Minor units for CASH and BONUS, whole points for POINTS. */
  reward_amount: bigint;
  wagering_x100: Defaulted<number>;
  score: Defaulted<number>;
  status: Defaulted<'DRAFT' | 'LIVE' | 'ENDED'>;
  starts_at: Timestamp;
  ends_at: Date | null;
  sort_order: Defaulted<number>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MissionClaimTable {
  id: Generated<bigint>;
  mission_id: bigint;
  member_id: number;
  merchant_id: number;
  /** The brand day the claim's period starts (1970-01-01 for a one-off). */
  period_start: Day;
  request_id: string | null;
  progress: bigint;
  reward_type: MissionRewardColumn;
  amount: bigint;
  score: number;
  bonus_id: bigint | null;
  claimed_at: Timestamp;
}

export interface LeaderboardSettingsTable {
  merchant_id: number;
  enabled: Defaulted<boolean>;
  period: Defaulted<LeaderboardPeriodColumn>;
  /** Minor units per rank, rank 1 first. */
  prizes: Defaulted<bigint[]>;
  rank_shown: Defaulted<number>;
  updated_at: Timestamp;
}

export interface LeaderboardPeriodTable {
  merchant_id: number;
  period_start: Day;
  period: LeaderboardPeriodColumn;
  ends_at: Timestamp;
  participants: Defaulted<number>;
  settled_at: Date | null;
  paid: Defaulted<bigint>;
}

export interface LeaderboardScoreTable {
  merchant_id: number;
  period_start: Day;
  member_id: number;
  score: bigint;
  reached_at: Timestamp;
}

export interface LeaderboardPrizeTable {
  merchant_id: number;
  period_start: Day;
  rank: number;
  member_id: number;
  score: bigint;
  amount: bigint;
}

export interface MissionTables {
  missions: MissionTable;
  mission_claims: MissionClaimTable;
  leaderboard_settings: LeaderboardSettingsTable;
  leaderboard_periods: LeaderboardPeriodTable;
  leaderboard_scores: LeaderboardScoreTable;
  leaderboard_prizes: LeaderboardPrizeTable;
}
