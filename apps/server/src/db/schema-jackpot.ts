import type { ColumnType, Generated } from 'kysely';

/** The progressive jackpot (migration 0046, decision 0046). Money in minor units. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface JackpotSettingsTable {
  merchant_id: number;
  enabled: Defaulted<boolean>;
  categories: Defaulted<string[]>;
  contribution_bp: number;
  seed_amount: bigint;
  drop_min: bigint;
  drop_max: bigint;
  feeds_from: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Timestamp;
}

export interface JackpotCycleTable {
  id: Generated<bigint>;
  merchant_id: number;
  cycle: number;
  server_seed: string;
  commitment: string;
  drop_min: bigint;
  drop_max: bigint;
  drop_point: bigint;
  seed_amount: bigint;
  amount: bigint;
  carry: Defaulted<number>;
  feeds: Defaulted<number>;
  opened_at: Timestamp;
  won_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  winner_id: number | null;
  win_amount: bigint | null;
}

export interface JackpotFedTable {
  member_id: number;
  day: ColumnType<string, string, string>;
  category: string;
  merchant_id: number;
  stake: bigint;
}

export interface JackpotTables {
  jackpot_settings: JackpotSettingsTable;
  jackpot_cycles: JackpotCycleTable;
  jackpot_fed: JackpotFedTable;
}
