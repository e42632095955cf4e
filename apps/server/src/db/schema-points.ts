import type { ColumnType, Generated } from 'kysely';
import type { Texts } from './schema-rewards.js';

/** Points and the points mall (migration 0042, decision 0042). Points are whole; money minor units. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;

export type RedeemStatusColumn = 'IN_PROCESS' | 'APPROVED' | 'REJECTED';

export interface PointsSettingsTable {
  merchant_id: number;
  /** Category → basis points of a point per unit of the currency of valid bet. */
  earn_bp: DefaultedJson<Partial<Record<string, number>>>;
  convert_points: Defaulted<bigint>;
  /** Minor units that `convert_points` points give. */
  convert_amount: Defaulted<bigint>;
  convert_enabled: Defaulted<boolean>;
  copy_text: DefaultedJson<Texts>;
  updated_at: Timestamp;
}

export interface PointItemTable {
  id: Generated<bigint>;
  merchant_id: number;
  name: DefaultedJson<Texts>;
  description: DefaultedJson<Texts>;
  image: string | null;
  points: bigint;
  amount_required: Defaulted<bigint>;
  stock: number | null;
  enabled: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PointRedeemTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  item_id: bigint;
  request_id: string;
  quantity: number;
  points: bigint;
  amount_required: bigint;
  receiver_name: string;
  address: string;
  mobile: string;
  status: Defaulted<RedeemStatusColumn>;
  paid_account: string | null;
  paid_amount: bigint | null;
  reason: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  created_at: Timestamp;
}

export interface PointConversionTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  request_id: string;
  points: bigint;
  amount: bigint;
  convert_points: bigint;
  convert_amount: bigint;
  created_at: Timestamp;
}

export interface PointAdjustmentTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  request_id: string;
  points: bigint;
  reason: string;
  staff_id: number;
  created_at: Timestamp;
}

export interface PointTables {
  points_settings: PointsSettingsTable;
  point_items: PointItemTable;
  point_redeems: PointRedeemTable;
  point_conversions: PointConversionTable;
  point_adjustments: PointAdjustmentTable;
}
