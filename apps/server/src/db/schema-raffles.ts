import type { ColumnType, Generated } from 'kysely';
import type { Texts } from './schema-rewards.js';

/** Prize tickets (migration 0045, decision 0045). Money in minor units. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;

export type RaffleKindColumn = 'RED_ENVELOPE' | 'WHEEL' | 'EGG';
export type RafflePrizeTypeColumn = 'CASH' | 'BONUS' | 'POINTS' | 'NOTHING';
export type TicketSourceColumn = 'DEPOSIT' | 'VALID_BET' | 'MISSION' | 'REFERRAL' | 'STAFF';

/** One row of a prize table as stored: amount in minor units (CASH, BONUS) or points. */
export interface StoredPrize {
  label: Texts;
  weight: number;
  type: RafflePrizeTypeColumn;
  amount: string;
  wageringX100: number;
}

/** A ticket rule as stored: amounts in minor units. */
export type StoredRule =
  | { source: 'DEPOSIT'; minAmount: string; tickets: number }
  | { source: 'VALID_BET'; per: string; tickets: number; categories: string[] | null }
  | { source: 'MISSION'; missionId: string | null; tickets: number }
  | { source: 'REFERRAL'; stage: string | null; tickets: number };

export interface RaffleTable {
  id: Generated<bigint>;
  merchant_id: number;
  kind: RaffleKindColumn;
  title: DefaultedJson<Texts>;
  summary: DefaultedJson<Texts>;
  icon: string | null;
  prizes: ColumnType<StoredPrize[], string, string>;
  rules: DefaultedJson<StoredRule[]>;
  enabled: Defaulted<boolean>;
  starts_at: Timestamp;
  ends_at: Date | null;
  sort_order: Defaulted<number>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RaffleHoldingTable {
  raffle_id: bigint;
  member_id: number;
  merchant_id: number;
  tickets: Defaulted<number>;
  given: Defaulted<number>;
  updated_at: Timestamp;
}

export interface RaffleGrantTable {
  id: Generated<bigint>;
  raffle_id: bigint;
  member_id: number;
  merchant_id: number;
  source: TicketSourceColumn;
  source_key: string;
  tickets: number;
  staff_id: number | null;
  reason: string | null;
  created_at: Timestamp;
}

export interface RaffleDrawTable {
  id: Generated<bigint>;
  raffle_id: bigint;
  merchant_id: number;
  member_id: number;
  request_id: string;
  seed_pair_id: bigint;
  nonce: number;
  weights: number[];
  prize_index: number;
  prize_type: RafflePrizeTypeColumn;
  amount: Defaulted<bigint>;
  wagering_x100: Defaulted<number>;
  label: DefaultedJson<Texts>;
  bonus_id: bigint | null;
  created_at: Timestamp;
}

export interface RaffleTables {
  raffles: RaffleTable;
  raffle_holdings: RaffleHoldingTable;
  raffle_grants: RaffleGrantTable;
  raffle_draws: RaffleDrawTable;
}
