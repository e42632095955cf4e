/**
 * Lottery bets in the member's betting record and profit and loss (records module). The record
 * pages a member's rows newest first by opening time within days, rounds and lottery bets in one
 * UNION ALL: this index gives the bets' branch the order game_rounds_member_opened gives rounds, so
 * a page merges two ordered index scans, and the record's totals read only the days asked.
 * It replaces the (member_id, id desc) index, which held no time: the lottery's own list of a
 * member's bets is now newest first by placing time too, and each bet placed still writes four
 * index entries. placed_at never changes after placing: settling a bet stays a HOT update.
 */
export const statements: string[] = [
  'create index lottery_bets_member_placed on lottery_bets (member_id, placed_at desc, id desc)',
  'drop index lottery_bets_member',
];
