/**
 * Invite friends (issue 16, decision 0044).
 * - `referral_settings`: per brand, the rewards per friend at each step and the abuse guards.
 * - `referral_codes`: each member's own code, made when they first open Invite friends.
 * - `referrals`: a friend registered with a member's code, with the guards' flags (the friend's
 *   registration IP among the referrer's, the same browser as the referrer's).
 * - `referral_rewards`: one per (friend, step), paid at once or held for staff by the flags.
 */
export const statements: string[] = [
  `create table referral_settings (
    merchant_id int primary key references merchants(id),
    enabled boolean not null default false,
    register_reward bigint not null default 0 check (register_reward >= 0),
    first_deposit_reward bigint not null default 0 check (first_deposit_reward >= 0),
    first_deposit_min bigint not null default 0 check (first_deposit_min >= 0),
    valid_bet_reward bigint not null default 0 check (valid_bet_reward >= 0),
    valid_bet_threshold bigint not null default 0 check (valid_bet_threshold >= 0),
    hold_same_ip boolean not null default true,
    hold_same_device boolean not null default false,
    updated_at timestamptz not null default now()
  )`,
  `create table referral_codes (
    member_id int primary key references members(id),
    merchant_id int not null references merchants(id),
    code text not null,
    created_at timestamptz not null default now(),
    unique (merchant_id, code)
  )`,
  `create table referrals (
    friend_id int primary key references members(id),
    referrer_id int not null references members(id),
    merchant_id int not null,
    code text not null,
    flags text[] not null default '{}',
    friend_ip text,
    registered_at timestamptz not null
  )`,
  'create index referrals_referrer on referrals (referrer_id, registered_at desc)',
  `create table referral_rewards (
    id bigserial primary key,
    merchant_id int not null,
    referrer_id int not null,
    friend_id int not null,
    stage text not null check (stage in ('REGISTER', 'FIRST_DEPOSIT', 'VALID_BET')),
    amount bigint not null check (amount > 0),
    state text not null check (state in ('PAID', 'HELD', 'REJECTED')),
    reason text,
    decided_by int,
    decided_at timestamptz,
    created_at timestamptz not null,
    unique (friend_id, stage)
  )`,
  'create index referral_rewards_queue on referral_rewards (merchant_id, state, id)',
  'create index referral_rewards_referrer on referral_rewards (referrer_id)',
];
