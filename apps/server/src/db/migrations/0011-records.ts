/**
 * Reads over the bet records: a member's betting record by opening time, the winner board's recent
 * big wins per brand, and the vendor calls (legs) of one round.
 */
export const statements = [
  // The betting record: one member's rounds, newest first, within days.
  'create index game_rounds_member_opened on game_rounds (member_id, opened_at desc, id desc)',
  // The winner board: a brand's settled rounds with a payout, by closing time.
  `create index game_rounds_brand_wins on game_rounds (merchant_id, closed_at)
     where status = 'CLOSED' and payout > 0`,
  // A round's detail: the booked calls of that round. The round id leads: with the vendor first,
  // generic plans of the provider's (vendor, transaction id) lookups took this index over the
  // primary key and read every call of the vendor, and bets slowed as the table grew.
  'create index provider_transactions_round on provider_transactions (round_id, vendor_code, member_id)',
];
