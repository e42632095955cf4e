/**
 * VIP as a promotion's eligibility, rebate and cash back promotions, and the VIP keep rule (issue
 * 15, decision 0041):
 * - `promotions.vip_levels`: the levels a promotion is for (null: every level).
 * - Types `REBATE` and `CASHBACK`: a percent of each period's valid bet (in `categories`, null:
 *   all) or net loss, paid per member and period; `settled_until` is the first period not settled.
 * - `merchants.rebate_mode`: the VIP table's rebates paid once the day is over (`DAILY`) or as bets
 *   settle (`REALTIME`).
 * - `vip_levels.keep_valid_bet`: the valid bet per brand month that keeps a member at the level
 *   (0: kept for good).
 * - `member_vip.peak_level`: the highest level ever reached (levels up to it are regained by the
 *   keep amount, not by the cumulative figures); `dropped_from`, `dropped_at`: the last fall, which
 *   the member reads; `reward_settlements` gains the kind `VIP_KEEP` (one row per brand month).
 */
export const statements: string[] = [
  'alter table promotions add column vip_levels int[]',
  `alter table merchants add column rebate_mode text not null default 'DAILY'
    check (rebate_mode in ('DAILY', 'REALTIME'))`,
  'alter table promotions add column categories text[]',
  'alter table promotions add column settled_until date',
  'alter table promotions drop constraint promotions_type_check',
  `alter table promotions add constraint promotions_type_check
    check (type in ('FIRST_DEPOSIT', 'DEPOSIT', 'REBATE', 'CASHBACK', 'APPLIED'))`,
  'alter table vip_levels add column keep_valid_bet bigint not null default 0 check (keep_valid_bet >= 0)',
  'alter table member_vip add column peak_level int not null default 0',
  'update member_vip set peak_level = level',
  'alter table member_vip add column dropped_from int',
  'alter table member_vip add column dropped_at timestamptz',
  'alter table reward_settlements drop constraint reward_settlements_kind_check',
  `alter table reward_settlements add constraint reward_settlements_kind_check
    check (kind in ('REBATE', 'CASHBACK', 'VIP_KEEP'))`,
];
