import type { ColumnType, Generated } from 'kysely';

/** The reward engine's tables (migration 0039, decision 0039). Amounts are minor units. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;

export type PromotionTypeColumn = 'FIRST_DEPOSIT' | 'DEPOSIT' | 'REBATE' | 'CASHBACK' | 'APPLIED';
export type PromotionStatusColumn = 'DRAFT' | 'LIVE' | 'ENDED';
export type FrequencyColumn = 'ONCE' | 'DAILY' | 'WEEKLY' | 'MONTHLY';
export type EntryState = 'JOINED' | 'CLAIM' | 'APPLYING' | 'REJECTED' | 'ISSUED' | 'CLAIMED' | 'LAPSED';
export type BonusState = 'WAGERING' | 'CONVERTED' | 'EXPIRED' | 'FORFEITED';
/** Per language code: `{EN: '…', BN: '…'}`. */
export type Texts = Partial<Record<string, string>>;
/** Category → percent of its valid bet that counts toward wagering (empty: every category, 100). */
export type Weights = Partial<Record<string, number>>;

export interface PromotionTable {
  id: Generated<bigint>;
  merchant_id: number;
  type: PromotionTypeColumn;
  status: Defaulted<PromotionStatusColumn>;
  title: DefaultedJson<Texts>;
  summary: DefaultedJson<Texts>;
  content: DefaultedJson<Texts>;
  image: string | null;
  starts_at: Timestamp;
  ends_at: Date | null;
  join_required: Defaulted<boolean>;
  frequency: Defaulted<FrequencyColumn>;
  new_member_days: number | null;
  channels: string[] | null;
  min_deposit: Defaulted<bigint>;
  reward_fixed: Defaulted<bigint>;
  /** Percent of the deposit in basis points (10000 = 100 %). */
  reward_bp: Defaulted<number>;
  reward_cap: bigint | null;
  claim_mode: Defaulted<'AUTO' | 'CLAIM'>;
  /** The wagering multiple × 100 (1500 = 15×), of the bonus amount; 0: no wagering, paid to MAIN. */
  wagering_x100: Defaulted<number>;
  weights: DefaultedJson<Weights>;
  bonus_days: number | null;
  max_bet: bigint | null;
  /** The VIP levels the promotion is for (migration 0041); null: every level. */
  vip_levels: number[] | null;
  /** Rebate and cash back: the categories whose play counts (null: every one). */
  categories: string[] | null;
  /** Rebate and cash back: the first period (brand day) not settled yet; null before the first. */
  settled_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** Not given while the member has another bonus wagering. */
  exclusive: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PromotionEntryTable {
  id: Generated<bigint>;
  merchant_id: number;
  promotion_id: bigint;
  member_id: number;
  /** The brand day the entry's period starts (1970-01-01 for a once-only promotion). */
  period_start: ColumnType<string, string, string>;
  state: EntryState;
  amount: bigint | null;
  currency: string | null;
  basis_ref: string | null;
  basis_amount: bigint | null;
  bonus_id: bigint | null;
  remark: string | null;
  /** Why a qualifying event gave nothing (an error code of the table) and its values. */
  note: string | null;
  note_params: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  /** Staff's reason for a rejection. */
  reason: string | null;
  joined_at: Timestamp;
  decided_at: Date | null;
  decided_by: number | null;
}

export interface PromotionProofTable {
  entry_id: bigint;
  proof_no: number;
  content_type: string;
  size: number;
  bytes: Uint8Array;
}

export interface BonusTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  promotion_id: bigint | null;
  entry_id: bigint | null;
  currency: string;
  amount: bigint;
  required: bigint;
  progress: Defaulted<bigint>;
  weights: DefaultedJson<Weights>;
  max_bet: bigint | null;
  state: Defaulted<BonusState>;
  issued_at: Timestamp;
  expires_at: Date | null;
  ended_at: Date | null;
  ended_by: number | null;
}

/** A brand's VIP level (migration 0040): reached by cumulative valid bet and deposits. */
export interface VipLevelTable {
  merchant_id: number;
  level: number;
  name: DefaultedJson<Texts>;
  min_valid_bet: Defaulted<bigint>;
  min_deposits: Defaulted<bigint>;
  upgrade_bonus: Defaulted<bigint>;
  /** Category → rebate rate in basis points. */
  rebate_bp: DefaultedJson<Partial<Record<string, number>>>;
  cashback_bp: Defaulted<number>;
  cashback_cap: bigint | null;
  /** Valid bet per brand month that keeps a member at this level (migration 0041); 0: kept for good. */
  keep_valid_bet: Defaulted<bigint>;
}

export interface MemberVipTable {
  member_id: number;
  merchant_id: number;
  level: Defaulted<number>;
  /** Cumulative valid bet (the play roll-up's pass adds it) and approved deposits. */
  valid_bet: Defaulted<bigint>;
  deposits: Defaulted<bigint>;
  reached_at: Timestamp;
  /** The highest level ever reached: levels up to it are regained by their keep amount. */
  peak_level: Defaulted<number>;
  /** The last fall by the keep rule: from which level, when. */
  dropped_from: number | null;
  dropped_at: Date | null;
}

export interface RewardTables {
  vip_levels: VipLevelTable;
  member_vip: MemberVipTable;
  promotions: PromotionTable;
  promotion_entries: PromotionEntryTable;
  promotion_proofs: PromotionProofTable;
  bonuses: BonusTable;
}
