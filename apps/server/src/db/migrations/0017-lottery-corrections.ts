/**
 * Corrections of a settled lottery result (decision 0017). A confirmed correction puts the draw
 * back to DRAWN with the new numbers and one more `corrections`; settlement then settles every
 * WON or LOST bet again. `settled_under` is the correction a bet was last settled under, so a
 * re-settlement that crashed resumes where it stopped and pays no bet's difference twice.
 *
 * A correction that lowers a member's winnings takes the difference back from the member's main
 * wallet, never below zero; what the wallet could not cover is written in `lottery_clawbacks` (one
 * row per member per settlement window) for staff to collect or write off.
 */
export const statements: string[] = [
  'alter table lottery_bets add column settled_under int not null default 0',
  `create table lottery_clawbacks (
    id bigserial primary key,
    draw_id bigint not null references lottery_draws(id),
    correction int not null check (correction > 0),
    member_id int not null references members(id),
    currency text not null,
    owed bigint not null check (owed > 0),
    collected bigint not null check (collected >= 0 and collected <= owed),
    created_at timestamptz not null
  )`,
  'create index lottery_clawbacks_draw on lottery_clawbacks (draw_id)',
  `create index lottery_clawbacks_short on lottery_clawbacks (member_id) where collected < owed`,
];
