/**
 * The back office's members (issue 13): staff notes on a member, and indexes for member search: each meaning of a search term has one,
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
  // A member's team: every path under theirs (moving a team, and the agent pages of issue 14).
  'create index members_path on members (merchant_id, path text_pattern_ops)',
  'create index members_register_ip on members (merchant_id, register_ip) where register_ip is not null',
  'create index audit_log_target on audit_log (merchant_id, target, id) where target is not null',
  'create index audit_log_actor on audit_log (merchant_id, actor_id, id) where actor_id is not null',
  `create table member_notes (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    staff_id int not null references staff(id),
    body text not null,
    created_at timestamptz not null default now()
  )`,
  'create index member_notes_member on member_notes (member_id, id)',
];
