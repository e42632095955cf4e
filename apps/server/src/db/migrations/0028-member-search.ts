/**
 * Indexes for the back office's member search (issue 13): each meaning of a search term has one,
 * so a search stays an index lookup on a million members (member-search.repo.ts). Username prefix
 * and invitation code had theirs already. The audit log is read by target (a member's history) and
 * by staff member.
 */
export const statements: string[] = [
  'create index members_mobile_search on members (merchant_id, mobile_num) where mobile_num is not null',
  'create index members_email_search on members (merchant_id, lower(email)) where email is not null',
  `create index members_payee_search on members (merchant_id, lower(payee_name) text_pattern_ops)
    where payee_name is not null`,
  'create index members_login_ip on members (merchant_id, last_login_ip) where last_login_ip is not null',
  'create index members_register_ip on members (merchant_id, register_ip) where register_ip is not null',
  'create index audit_log_target on audit_log (merchant_id, target, id) where target is not null',
  'create index audit_log_actor on audit_log (merchant_id, actor_id, id) where actor_id is not null',
];
