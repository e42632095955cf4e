import type { ColumnType, Generated } from 'kysely';
import type { ChatTables } from './schema-chat.js';
import type { FeedbackTables } from './schema-feedback.js';
import type { HelpTables } from './schema-help.js';
import type { JackpotTables } from './schema-jackpot.js';
import type { LotteryTables } from './schema-lottery.js';
import type { MessageTables } from './schema-messages.js';
import type { MissionTables } from './schema-missions.js';
import type { PointTables } from './schema-points.js';
import type { RaffleTables } from './schema-raffles.js';
import type { ReferralTables } from './schema-referrals.js';
import type { RewardTables } from './schema-rewards.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** A column the database fills with its default when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;

export interface MerchantTable {
  id: Generated<number>;
  code: string;
  name: string;
  platform: string;
  lottery_type: string;
  default_language: string;
  languages: Json<string[]>;
  currency: string;
  currency_symbol: string;
  currency_scale: number;
  /** Brand-default password handed to downlines; a member holding it must change it. */
  default_password_hash: string | null;
  flags: Json<Record<string, boolean>>;
  modules: Json<Record<string, boolean>>;
  register_settings: Json<unknown>;
  status_settings: Json<unknown>;
  resources: Json<unknown[]>;
  cdn: Json<{ image: string[]; launch: string[] }>;
  /** Plain JSON on encrypted calls (API clients behind TLS). Off for the demo brand. */
  allow_plain_payloads: boolean;
  /** Whether the demo dev inbox may show the SMS and mail the log senders wrote. */
  dev_inbox: boolean;
  password_max_age_days: number;
  wallet_settings: DefaultedJson<unknown>;
  cashier_settings: DefaultedJson<unknown>;
  created_at: CreatedAt;
  /** Admins and finance staff must log in with an authenticator code (off for the demo brand). */
  staff_totp_required: Defaulted<boolean>;
  /** IANA zone where the brand's days start (reports, daily jobs). */
  time_zone: Defaulted<string>;
  /** The VIP table's rebates: paid once the day is over, or as bets settle (migration 0041). */
  rebate_mode: ColumnType<'DAILY' | 'REALTIME', 'DAILY' | 'REALTIME' | undefined, 'DAILY' | 'REALTIME'>;
}

export interface MerchantDomainTable {
  domain: string;
  merchant_id: number;
  main: boolean;
}

export interface MemberTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  username_lower: string;
  password_hash: string;
  type: Defaulted<number>;
  status: Defaulted<'ACTIVE' | 'DISABLED'>;
  nickname: string | null;
  payee_name: string | null;
  email: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  profile: DefaultedJson<Record<string, string>>;
  payment_password_hash: string | null;
  parent_id: number | null;
  path: Defaulted<string>;
  affiliate_code: string | null;
  /** The invitation code they registered with (an agent's affiliate code or agent_invitations). */
  invitation_code: Defaulted<string | null>;
  referral_code: string | null;
  recommender_id: string | null;
  language: string;
  is_trial: Defaulted<boolean>;
  password_changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  password_must_change: Defaulted<boolean>;
  totp_secret: string | null;
  totp_enabled: Defaulted<boolean>;
  /** A secret being set up; it replaces `totp_secret` once a code from it is confirmed. */
  totp_pending_secret: string | null;
  /** The 30-second step of the last authenticator code accepted at login: not after it is refused. */
  totp_last_step: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  /** The phone (E.164) / e-mail (lower case) last confirmed with a code; verified while it matches. */
  verified_mobile: string | null;
  verified_email: string | null;
  register_ip: string | null;
  register_url: string | null;
  created_at: CreatedAt;
  last_login_at: Date | null;
  last_login_ip: string | null;
}

export interface MemberKnownIpTable {
  member_id: number;
  ip: string;
  first_seen_at: CreatedAt;
}

export interface SessionTable {
  token_hash: string;
  member_id: number;
  merchant_id: number;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

export interface StaffTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  password_hash: string;
  role: string;
  created_at: CreatedAt;
  status: Defaulted<'ACTIVE' | 'DISABLED'>;
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret being set up: it replaces totp_secret once a code from it is confirmed. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The 30-second step of the last code accepted: an older or equal step is refused (used once). */
  totp_last_step: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
}

export interface StaffSessionTable {
  token_hash: string;
  staff_id: number;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
}

/** Single-use secrets a person answers: captcha, slider, SMS codes, second-factor tickets. */
export interface ChallengeTable {
  id: string;
  kind: string;
  merchant_id: number;
  subject: string;
  answer: string;
  attempts: Defaulted<number>;
  data: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: Date | null;
}

export interface UsedNonceTable {
  nonce: string;
  expires_at: Timestamp;
}

export interface ServerKeyTable {
  id: string;
  private_key_pem: string;
  public_key_spki: string;
  created_at: CreatedAt;
}

export interface OutboxTable {
  id: Generated<number>;
  merchant_id: number;
  channel: string;
  recipient: string;
  body: string;
  created_at: CreatedAt;
}

export interface MemberNoteTable {
  id: Generated<string>;
  merchant_id: number;
  member_id: number;
  staff_id: number;
  body: string;
  created_at: CreatedAt;
}

export interface JobStatusTable {
  name: string;
  last_started_at: Date;
  last_finished_at: Date;
  last_handled: Defaulted<number>;
  last_ok: boolean;
  last_error: string | null;
  runs: ColumnType<string, string | number | undefined, string | number>;
  failures: ColumnType<string, string | number | undefined, string | number>;
}

export interface AuditLogTable {
  id: Generated<number>;
  merchant_id: number | null;
  actor_type: 'staff' | 'member' | 'system';
  actor_id: number | null;
  action: string;
  target: string | null;
  details: Json<Record<string, unknown>>;
  ip: string | null;
  created_at: CreatedAt;
}

export interface GameVendorTable {
  /** The spec's `vassalage` code. */
  code: string;
  name: string;
  /** The `accountTypeId` of this vendor's wallet in `/wps/v2/wallets/balance` (main is 2); null for SEAMLESS. */
  wallet_type_id: number | null;
  status: Defaulted<'ACTIVE' | 'DISABLED'>;
  wallet_mode: Defaulted<'SEAMLESS' | 'TRANSFER'>;
  lager_icon: string | null;
  remark: string | null;
  /** VASSALAGE: the vendor's card opens its game list first; game: it launches at once. */
  is_game: Defaulted<'VASSALAGE' | 'game'>;
  sort: Defaulted<number>;
  kind: Defaulted<'EXTERNAL' | 'INHOUSE'>;
}

export interface VendorGameTypeTable {
  vendor_code: string;
  game_type: string;
}

export interface GameTable {
  /** The spec's `nodeId`. */
  id: Generated<number>;
  vendor_code: string;
  game_code: string;
  game_type: string;
  classify: string | null;
  /** Name per language code, at least EN and BN. */
  names: Json<Record<string, string>>;
  /** Every language's name, lower-cased, accents stripped (`normaliseSearch`). */
  search_name: string;
  icon: string;
  /** Minor units. */
  min_bet: bigint;
  lines: number | null;
  /** Return to player in basis points. */
  rtp_bp: number | null;
  hot: Defaulted<boolean>;
  recommended: Defaulted<boolean>;
  sort: Defaulted<number>;
  status: Defaulted<'ACTIVE' | 'MAINTENANCE' | 'DISABLED'>;
  launch_code: string | null;
}

/** One row: moved on by every statement that writes the catalog (migration 0024, decision 0027). */
export interface CatalogVersionTable {
  version: bigint;
}

export interface FavouriteGameTable {
  member_id: number;
  node_id: number;
  created_at: CreatedAt;
}

export interface RecentGameTable {
  member_id: number;
  node_id: number;
  played_at: Timestamp;
}

export interface LedgerAccountTable {
  id: Generated<bigint>;
  merchant_id: number;
  owner_type: 'member' | 'house';
  /** The member's id; 0 for house accounts. */
  owner_id: Defaulted<number>;
  currency: string;
  kind: string;
  /** Null for house accounts, which have no bound. */
  lower_bound: bigint | null;
  /** Live for member accounts; for house accounts, what the roll-up job has folded in so far. */
  balance: Defaulted<bigint>;
  created_at: CreatedAt;
}

export interface LedgerTransferTable {
  seq: Generated<bigint>;
  id: string;
  merchant_id: number;
  debit_account_id: bigint;
  credit_account_id: bigint;
  amount: bigint;
  currency: string;
  kind: string;
  ref_type: string | null;
  ref_id: string | null;
  /** Groups the legs of one multi-leg posting (a bet and its fees): the first leg's id. */
  linked_id: string | null;
  /** The member side's balance right after this leg (null on a house side): the account statement. */
  debit_balance_after: bigint | null;
  credit_balance_after: bigint | null;
  created_at: Timestamp;
}

export interface LedgerHousePendingTable {
  id: Generated<bigint>;
  account_id: bigint;
  delta: bigint;
}

/** A bank card a member bound for withdrawals (holder = the member's real name). */
export interface BankCardTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  bank_name: string;
  holder_name: string;
  card_number: string;
  branch: string | null;
  created_at: CreatedAt;
}

/** A withdrawal (domain.md §3); the card's details are a copy taken when the member asked. */
export interface WithdrawalTable {
  id: string;
  merchant_id: number;
  member_id: number;
  currency: string;
  amount: bigint;
  state: string;
  card_id: number;
  bank_name: string;
  holder_name: string;
  card_number: string;
  branch: string | null;
  request_id: string | null;
  created_at: Timestamp;
  reviewed_at: Date | null;
  reviewed_by: number | null;
  reject_reason: string | null;
  disbursed_at: Date | null;
  disbursed_by: number | null;
  auto_receive_at: Date | null;
  receipt_result: string | null;
  received_amount: bigint | null;
  remaining_amount: bigint | null;
  forced: Defaulted<boolean>;
  confirmed_at: Date | null;
}

/** A proof image sent with a partial or not-received confirmation (1 to 3 per withdrawal). */
export interface WithdrawalProofTable {
  withdrawal_id: string;
  proof_no: number;
  content_type: string;
  size: number;
  bytes: Uint8Array;
  created_at: Timestamp;
}

export interface DepositBankJson {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch?: string;
}

/** A member's deposit (domain.md §3); amounts in minor units. */
export interface DepositTable {
  id: string;
  merchant_id: number;
  member_id: number;
  channel: string;
  channel_type: 'BANK' | 'GATEWAY';
  channel_name: string;
  gateway: string | null;
  amount: bigint;
  currency: string;
  reference: string;
  state: Defaulted<'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED'>;
  request_id: string | null;
  /** Bank transfer: the account shown to the member when the deposit was made (a snapshot). */
  bank: ColumnType<DepositBankJson | null, string | null, string | null>;
  payment_id: string | null;
  pay_url: string | null;
  reason: string | null;
  decided_via: 'STAFF' | 'GATEWAY' | 'EXPIRY' | null;
  decided_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  decided_at: Date | null;
  /** The channel's fee to the brand when the deposit was made (basis points; minor units). */
  fee_bp: Defaulted<number>;
  fee_fixed: ColumnType<bigint, bigint | number | undefined, bigint | number>;
}

/** A verified payment-gateway notification and what it did to its deposit. */
export interface DepositNotificationTable {
  id: Generated<bigint>;
  deposit_id: string;
  gateway: string;
  payment_id: string;
  status: string;
  outcome: string;
  received_at: Timestamp;
}

export interface PaymentGatewaySecretTable {
  gateway: string;
  secret: string;
  created_at: CreatedAt;
}

/** The bundled sandbox gateway's own record of a payment it was asked to collect. */
export interface SandboxPaymentTable {
  id: string;
  merchant_id: number;
  merchant_name: string;
  deposit_id: string;
  reference: string;
  amount: bigint;
  currency: string;
  scale: number;
  callback_path: string;
  return_path: string;
  status: Defaulted<'PENDING' | 'PAID' | 'FAILED'>;
  created_at: Timestamp;
  expires_at: Timestamp;
  completed_at: Date | null;
}

/** Staff-authored site content of a brand (spec §3): titles and contents per language. */
export interface AnnouncementTable {
  id: Generated<number>;
  merchant_id: number;
  content_type: 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'AG';
  platform: Defaulted<'W'>;
  group_name: string | null;
  title: DefaultedJson<Partial<Record<string, string>>>;
  content: DefaultedJson<Partial<Record<string, string>>>;
  image_url: string | null;
  url: string | null;
  linkage_type: Defaulted<'NONE' | 'ROUTE' | 'EXTERNAL' | 'PROMOTION'>;
  execution: 'A' | 'B' | 'F' | null;
  promotion_type: string | null;
  sort: Defaulted<number>;
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  status: Defaulted<'ACTIVE' | 'INACTIVE'>;
  created_by: number | null;
  updated_by: number | null;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
}

/** An agent's invitation code: who registers with it joins the agent's team as a member or agent. */
export interface AgentInvitationTable {
  merchant_id: number;
  code: string;
  agent_id: number;
  kind: 'MEMBER' | 'AGENT';
  created_at: CreatedAt;
}

/** A contract between an upline (null: the house) and a direct downline (issue 14). */
export interface AgentContractTable {
  id: Generated<bigint>;
  merchant_id: number;
  type: 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';
  period: 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY' | null;
  upline_id: number | null;
  member_id: number;
  state: Defaulted<'P' | 'V' | 'R' | 'C'>;
  /** Tiers in minor units and basis points (contract-tiers.ts). */
  tiers: Json<StoredTier[]>;
  /** The highest rate of its tiers: the rate invariant compares these. */
  max_rate_bp: number;
  suspended: Defaulted<boolean>;
  termination_requested_by: Defaulted<'UPLINE' | 'DOWNLINE' | null>;
  offered_at: Date;
  decided_at: Defaulted<Date | null>;
  ended_at: Defaulted<Date | null>;
  ended_reason: Defaulted<string | null>;
  /** Periods before this are settled (the settlement job's watermark). */
  settled_until: Defaulted<Date | null>;
  /** Why staff last suspended it or lifted the suspension, who (staff id) and when (0037). */
  suspension_reason: Defaulted<string | null>;
  suspension_by: Defaulted<number | null>;
  suspension_at: Defaulted<Date | null>;
}

/** A tier as stored: minimums in minor units, rate in basis points, fixed in minor units. */
export interface StoredTier {
  minValidBet: string;
  minActiveMembers: number;
  minNetLoss: string;
  rateBp: number;
  fixed: string;
}

/** One settled period of one contract (issue 14). */
export interface AgentBillTable {
  id: Generated<bigint>;
  merchant_id: number;
  contract_id: bigint;
  type: string;
  period_start: Date;
  period_end: Date;
  payer_id: number | null;
  payee_id: number;
  valid_bet: bigint;
  net_loss: bigint;
  active_members: number;
  tier_index: number | null;
  rate_bp: number;
  amount: bigint;
  state: 'PENDING' | 'PAID' | 'INSUFFICIENT_BALANCE' | 'NOTHING_DUE';
  held: Defaulted<boolean>;
  attempts: Defaulted<number>;
  transfer_id: Defaulted<string | null>;
  settled_at: Date;
  paid_at: Defaulted<Date | null>;
  /** Why staff last held or released it, who (staff id) and when (0037). */
  hold_reason: Defaulted<string | null>;
  hold_by: Defaulted<number | null>;
  hold_at: Defaulted<Date | null>;
}

/** The key a vendor signs its provider API calls with (hex HMAC-SHA256). */
export interface ProviderVendorSecretTable {
  vendor_code: string;
  secret: string;
  updated_at: Defaulted<Date>;
  /** The secret a rotation replaced, still accepted until `previous_valid_until`. */
  previous_secret: Defaulted<string | null>;
  previous_valid_until: Defaulted<Date | null>;
  /** When staff last rotated it (null: set by configuration or the demo seed). */
  rotated_at: Defaulted<Date | null>;
}

/** A game launch's token for a vendor's `authenticate` call; only its SHA-256 is kept. */
export interface PlayerTokenTable {
  token_hash: string;
  merchant_id: number;
  member_id: number;
  vendor_code: string;
  game_code: string;
  currency: string;
  /** The member account kind the game plays from (`MAIN` or `VENDOR:<code>`). */
  wallet: string;
  created_at: Timestamp;
  /** The last moment `authenticate` takes it. */
  expires_at: Timestamp;
  /** Set by `authenticate`: the end of the game session it names, moved on while bets come (decision 0022). */
  session_ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A vendor a brand has switched off: no launch, bet or balance for its members (decision 0022). */
export interface MerchantVendorOffTable {
  merchant_id: number;
  vendor_code: string;
  created_at: CreatedAt;
}

/** A game round: a member's bets in one vendor round with their wins and rollbacks (minor units). */
export interface GameRoundTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  vendor_code: string;
  round_id: string;
  game_code: string;
  currency: string;
  wallet: string;
  /** Bets less rolled-back bets. */
  stake: Defaulted<bigint>;
  payout: Defaulted<bigint>;
  /** Bets not rolled back. */
  bet_count: Defaulted<number>;
  status: Defaulted<'OPEN' | 'CLOSED' | 'VOID'>;
  has_win: Defaulted<boolean>;
  opened_at: Timestamp;
  closed_at: Date | null;
}

/** A vendor call booked once per (vendor, transaction id), with the answer a replay gets again. */
export interface ProviderTransactionTable {
  vendor_code: string;
  transaction_id: string;
  action: 'bet' | 'win' | 'rollback';
  merchant_id: number;
  member_id: number;
  round_id: string | null;
  game_code: string | null;
  amount: Defaulted<bigint>;
  currency: string;
  reference_transaction_id: string | null;
  request_hash: string;
  /** TOMBSTONE: a bet rolled back before it arrived; the late bet is refused. */
  status: 'OK' | 'TOMBSTONE';
  response: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
}

/** A member's provably fair seed pair; the server seed is secret while ACTIVE. */
export interface FairSeedPairTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  server_seed: string;
  commitment: string;
  client_seed: string;
  next_nonce: Defaulted<number>;
  status: Defaulted<'ACTIVE' | 'REVEALED'>;
  created_at: Timestamp;
  revealed_at: Date | null;
}

/** An in-house round: its choices, and once its stake is taken its seeds and game state (minor units). */
export interface FairRoundTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  seed_pair_id: bigint | null;
  nonce: number | null;
  game: 'dice' | 'mines' | 'plinko' | 'keno' | 'slot';
  params: Json<unknown>;
  state: ColumnType<unknown, string | null | undefined, string | null>;
  currency: string;
  stake: bigint;
  payout: Defaulted<bigint>;
  capped: Defaulted<boolean>;
  status: Defaulted<'PLAYING' | 'SETTLED'>;
  request_id: string;
  created_at: Timestamp;
  settled_at: Date | null;
}

export interface StaffAdjustmentTable {
  id: string;
  merchant_id: number;
  member_id: number;
  /** Minor units, signed: positive credits the member. */
  amount: ColumnType<bigint, bigint, never>;
  reason: string;
  status: 'PENDING' | 'POSTED' | 'REJECTED';
  requested_by: number;
  decided_by: number | null;
  created_at: Timestamp;
  decided_at: Date | null;
}

export interface DB
  extends LotteryTables,
    RewardTables,
    PointTables,
    MissionTables,
    ReferralTables,
    RaffleTables,
    JackpotTables,
    MessageTables,
    ChatTables,
    HelpTables,
    FeedbackTables {
  merchants: MerchantTable;
  merchant_domains: MerchantDomainTable;
  members: MemberTable;
  member_known_ips: MemberKnownIpTable;
  sessions: SessionTable;
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
  staff_adjustments: StaffAdjustmentTable;
  challenges: ChallengeTable;
  used_nonces: UsedNonceTable;
  server_keys: ServerKeyTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  member_notes: MemberNoteTable;
  job_status: JobStatusTable;
  game_vendors: GameVendorTable;
  vendor_game_types: VendorGameTypeTable;
  games: GameTable;
  catalog_version: CatalogVersionTable;
  favourite_games: FavouriteGameTable;
  recent_games: RecentGameTable;
  ledger_accounts: LedgerAccountTable;
  ledger_transfers: LedgerTransferTable;
  ledger_house_pending: LedgerHousePendingTable;
  deposits: DepositTable;
  deposit_notifications: DepositNotificationTable;
  payment_gateway_secrets: PaymentGatewaySecretTable;
  sandbox_payments: SandboxPaymentTable;
  bank_cards: BankCardTable;
  withdrawals: WithdrawalTable;
  withdrawal_proofs: WithdrawalProofTable;
  provider_vendor_secrets: ProviderVendorSecretTable;
  agent_invitations: AgentInvitationTable;
  agent_contracts: AgentContractTable;
  agent_bills: AgentBillTable;
  player_tokens: PlayerTokenTable;
  merchant_vendors_off: MerchantVendorOffTable;
  game_rounds: GameRoundTable;
  provider_transactions: ProviderTransactionTable;
  fair_seed_pairs: FairSeedPairTable;
  fair_rounds: FairRoundTable;
  announcements: AnnouncementTable;
}
