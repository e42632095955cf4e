/**
 * Staff security and four-eyes adjustments (decision 0021).
 *
 * - staff: a status (a disabled account cannot log in and its sessions end at once), an
 *   authenticator secret, a secret being set up (it becomes the secret only once a code from it
 *   is confirmed), and the last 30-second step whose code was accepted, so a code is good once.
 * - merchants.staff_totp_required: admins and finance staff must log in with a code. On by
 *   default; off only for the demo brand (the one brand whose dev inbox is on; the demo seed sets
 *   it off itself on a fresh database).
 * - staff_adjustments: every staff adjustment of a member's wallet. One above the brand's
 *   threshold waits PENDING until a different staff member approves (POSTED) or rejects it; its
 *   id is the ledger leg's id, so it can only ever post once.
 */
export const statements: string[] = [
  `alter table staff add column status text not null default 'ACTIVE'
     check (status in ('ACTIVE', 'DISABLED'))`,
  'alter table staff add column totp_secret text',
  'alter table staff add column totp_pending_secret text',
  'alter table staff add column totp_last_step bigint',
  'alter table merchants add column staff_totp_required boolean not null default true',
  'update merchants set staff_totp_required = false where dev_inbox',
  'create index staff_sessions_staff on staff_sessions (staff_id) where revoked_at is null',
  `create table staff_adjustments (
    id uuid primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    amount bigint not null check (amount <> 0),
    reason text not null,
    status text not null check (status in ('PENDING', 'POSTED', 'REJECTED')),
    requested_by int not null references staff(id),
    decided_by int references staff(id),
    created_at timestamptz not null,
    decided_at timestamptz,
    check (decided_by is null or decided_by <> requested_by)
  )`,
  `create index staff_adjustments_pending on staff_adjustments (merchant_id, created_at)
     where status = 'PENDING'`,
];
