/**
 * Two more staff roles for the back office (issue 13): `risk` (abuse and disputes) and `content`
 * (what members read). What each role may call is in the contracts (`ROLES`, staff-roles.ts).
 */
export const statements: string[] = [
  'alter table staff drop constraint staff_role_check',
  `alter table staff add constraint staff_role_check
    check (role in ('admin', 'finance', 'support', 'risk', 'content'))`,
];
