/**
 * The play roll-up (decision 0036): settled play summed per member and per team head, by day, week
 * and month of the brand's, so an agent's team figures read a few rows instead of every bet.
 *
 * What is not folded yet is found by small partial indexes that leave the hot updates alone (a bet
 * on an open round, a lottery bet settled, stay HOT updates):
 * - a round counts once it is CLOSED and never changes after; `rolled_up` says it was folded;
 * - lottery bets change as their draw is settled, corrected or cancelled, so a draw is due while its
 *   status and corrections differ from those it was last folded under, and each bet remembers what
 *   it added (`rolled_*`, in no index), so a correction folds the difference.
 * play-roll-up.ts repeats these predicates word for word (the planner matches them so).
 */
export const statements: string[] = [
  // The settled-time BRIN indexes (migration 0029) find the newest pages, which the roll-up and
  // the contracts' periods read, only once their page range is summarised: ask for that as each
  // range fills rather than at the next vacuum.
  'alter index game_rounds_closed_brin set (autosummarize = on)',
  'alter index lottery_bets_settled_brin set (autosummarize = on)',
  'alter table game_rounds add column rolled_up boolean not null default false',
  `create index game_rounds_roll_up_due on game_rounds (id) where status = 'CLOSED' and not rolled_up`,
  'alter table lottery_bets add column rolled_at timestamptz, add column rolled_stake bigint, add column rolled_payout bigint',
  'alter table lottery_draws add column rolled_status text, add column rolled_corrections int',
  `create index lottery_draws_roll_up_due on lottery_draws (id)
    where status in ('DRAWN', 'SETTLED', 'CANCELLED')
      and (rolled_status is distinct from status or rolled_corrections is distinct from corrections)`,
  // One member's settled play in one span of the brand's calendar: a day (D), a week from Monday
  // (W) or a month (M). bets counts the bets (0 after a refund). The member's path is kept here
  // too (upline moves update it), so a team's members are an index range of this table alone.
  `create table member_play (
    member_id int not null references members(id),
    span char(1) not null check (span in ('D', 'W', 'M')),
    start date not null,
    merchant_id int not null references merchants(id),
    path text not null,
    stake bigint not null,
    payout bigint not null,
    bets int not null,
    primary key (member_id, span, start)
  )`,
  'create index member_play_team on member_play (merchant_id, span, start, path text_pattern_ops)',
  // The same summed for everyone below a member (their team, not the head's own play), with how
  // many of them played in the span.
  `create table team_play (
    head_id int not null references members(id),
    span char(1) not null check (span in ('D', 'W', 'M')),
    start date not null,
    merchant_id int not null references merchants(id),
    stake bigint not null,
    payout bigint not null,
    bets int not null,
    players int not null,
    primary key (head_id, span, start)
  )`,
];
