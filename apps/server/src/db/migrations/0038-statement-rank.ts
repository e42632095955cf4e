/**
 * The P&L statement of a big team in its own order (issue 14, decision 0038): a span's member rows
 * of the play roll-up by valid bet, biggest first, then by member, so a page of a team of 100,000
 * reads its twenty rows from this index instead of sorting the team. Only rows with bets (a member
 * whose bets were all refunded has no line of play).
 */
export const statements: string[] = [
  `create index member_play_rank on member_play (merchant_id, span, start, stake desc, member_id)
    where bets > 0`,
  // Each fold moves its members' rows in that index (their valid bet changed), leaving the old
  // entries dead; vacuumed after 1 % of the table changed rather than 20 %, so a page read in the
  // index's order does not step over a month of them.
  'alter table member_play set (autovacuum_vacuum_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02)',
];
