/**
 * Reports and the dashboard (issue 13). A brand has a time zone: its days (reports, and the
 * settlement jobs of later issues) start at its midnight; the demo brand's taka brands are in
 * Dhaka. Play counts on the day it settled (as the member's own profit record does). The journals
 * the reports read by settling time fill in time order, so a BRIN
 * index finds a period's blocks for a few kilobytes and almost no cost on each insert (a bet or a
 * slip must stay cheap); the cashier tables are small enough for plain indexes.
 */
export const statements: string[] = [
  `alter table merchants add column time_zone text not null default 'UTC'`,
  `update merchants set time_zone = 'Asia/Dhaka' where currency = 'BDT'`,
  'create index game_rounds_closed_brin on game_rounds using brin (closed_at)',
  'create index lottery_bets_settled_brin on lottery_bets using brin (settled_at)',
  'create index members_created on members (merchant_id, created_at)',
  `create index deposits_decided on deposits (merchant_id, decided_at) where state = 'APPROVED'`,
  'create index withdrawals_disbursed on withdrawals (merchant_id, disbursed_at) where disbursed_at is not null',
];
