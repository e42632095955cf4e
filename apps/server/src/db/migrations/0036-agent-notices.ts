/**
 * Agent notices (issue 14, decision 0037): announcements of content type `AG`, for agents alone.
 * They live with the other announcements (same editor, audit and time window) under their own type,
 * which the member feed never loads; the agent centre pages them by sort, then newest first.
 */
export const statements: string[] = [
  'alter table announcements drop constraint announcements_content_type_check',
  `alter table announcements add constraint announcements_content_type_check
    check (content_type in ('B', 'PL', 'PU', 'PR', 'H', 'AG'))`,
  `create index announcements_agent_feed on announcements
    (merchant_id, sort, (coalesce(starts_at, created_at)) desc, id desc)
    where content_type = 'AG' and status = 'ACTIVE'`,
];
