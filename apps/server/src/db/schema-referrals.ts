import type { ColumnType, Generated } from 'kysely';

/** Invite friends (migration 0044, decision 0044). Money in minor units. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type ReferralStageColumn = 'REGISTER' | 'FIRST_DEPOSIT' | 'VALID_BET';
export type ReferralRewardStateColumn = 'PAID' | 'HELD' | 'REJECTED';

export interface ReferralSettingsTable {
  merchant_id: number;
  enabled: Defaulted<boolean>;
  register_reward: Defaulted<bigint>;
  first_deposit_reward: Defaulted<bigint>;
  first_deposit_min: Defaulted<bigint>;
  valid_bet_reward: Defaulted<bigint>;
  valid_bet_threshold: Defaulted<bigint>;
  hold_same_ip: Defaulted<boolean>;
  hold_same_device: Defaulted<boolean>;
  updated_at: Timestamp;
}

export interface ReferralCodeTable {
  member_id: number;
  merchant_id: number;
  code: string;
  created_at: Timestamp;
}

export interface ReferralTable {
  friend_id: number;
  referrer_id: number;
  merchant_id: number;
  code: string;
  flags: Defaulted<string[]>;
  friend_ip: string | null;
  registered_at: Timestamp;
}

export interface ReferralRewardTable {
  id: Generated<bigint>;
  merchant_id: number;
  referrer_id: number;
  friend_id: number;
  stage: ReferralStageColumn;
  amount: bigint;
  state: ReferralRewardStateColumn;
  reason: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  created_at: Timestamp;
}

export interface ReferralTables {
  referral_settings: ReferralSettingsTable;
  referral_codes: ReferralCodeTable;
  referrals: ReferralTable;
  referral_rewards: ReferralRewardTable;
}
