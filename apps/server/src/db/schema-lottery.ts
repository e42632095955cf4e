import type { ColumnType, Generated } from 'kysely';

/** The lottery's tables (migration 0014). Amounts are minor units. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type DrawStatus = 'SCHEDULED' | 'OPEN' | 'CLOSED' | 'DRAWN' | 'SETTLED' | 'CANCELLED';
export type LotteryBetStatus = 'OPEN' | 'WON' | 'LOST' | 'REFUNDED' | 'CANCELLED';
export type LotteryKind = 'FAST' | 'DAILY' | 'OFFICIAL';
export type PrizeModeColumn = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

export interface LotteryGameTable {
  code: string;
  family: string;
  kind: LotteryKind;
  area: 'CN' | 'VN' | 'SEA';
  region: 'NORTH' | 'CENTRAL' | 'SOUTH' | null;
  names: Json<Record<string, string>>;
  cadence_seconds: number | null;
  close_seconds: number;
  sort: Defaulted<number>;
}

export interface LotteryDrawTable {
  id: Generated<bigint>;
  merchant_id: number;
  game_code: string;
  numero: string;
  opens_at: Timestamp;
  closes_at: Timestamp;
  draws_at: Timestamp;
  status: Defaulted<DrawStatus>;
  numbers: ColumnType<string[] | null, string | null, string | null>;
  salt: string | null;
  result_hash: string | null;
  corrections: Defaulted<number>;
  lease_until: Date | null;
  settled_at: Date | null;
}

export interface LotteryEntryTable {
  id: Generated<bigint>;
  draw_id: bigint;
  kind: 'RESULT' | 'CORRECTION' | 'CANCEL';
  numbers: ColumnType<string[] | null, string | null, string | null>;
  reason: string | null;
  source: 'STAFF' | 'FEED';
  entered_by: number | null;
  entered_at: Timestamp;
  confirmed_by: number | null;
  status: Defaulted<'PENDING' | 'CONFIRMED' | 'REJECTED'>;
  decided_at: Date | null;
}

export interface LotteryChaseTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  game_code: string;
  draws: number;
  stop_on_win: boolean;
  status: Defaulted<'RUNNING' | 'STOPPED' | 'DONE'>;
  created_at: Timestamp;
}

export interface LotteryBetTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  draw_id: bigint;
  game_code: string;
  prize_mode: PrizeModeColumn;
  bet_type: string;
  picks: Json<string[][]>;
  units: number;
  combinations: number;
  unit_price: bigint;
  payout_milli: Json<Record<string, number>>;
  currency: string;
  wallet: string;
  stake: bigint;
  payout: Defaulted<bigint>;
  status: Defaulted<LotteryBetStatus>;
  chase_id: bigint | null;
  request_id: string;
  line: number;
  placed_at: Timestamp;
  settled_at: Date | null;
  /** The draw's correction this bet was last settled under (0: the first result). */
  settled_under: Defaulted<number>;
}

/** What a correction took back from a member, and what the member's wallet could not cover. */
export interface LotteryClawbackTable {
  id: Generated<bigint>;
  draw_id: bigint;
  correction: number;
  member_id: number;
  currency: string;
  owed: bigint;
  collected: bigint;
  created_at: Timestamp;
}

export interface LotteryOddsTable {
  merchant_id: number;
  prize_mode: PrizeModeColumn;
  bet_type: string;
  unit_price: bigint;
  payout_milli: Json<Record<string, number>>;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface LotteryTables {
  lottery_games: LotteryGameTable;
  lottery_draws: LotteryDrawTable;
  lottery_entries: LotteryEntryTable;
  lottery_chases: LotteryChaseTable;
  lottery_bets: LotteryBetTable;
  lottery_odds: LotteryOddsTable;
  lottery_clawbacks: LotteryClawbackTable;
}
