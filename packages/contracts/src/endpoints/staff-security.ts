import { z } from 'zod';
import { text, ZOk } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES, STAFF_ROLES } from '../staff-roles.js';

/** A six-digit authenticator code (RFC 6238). */
const ZTotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/u, 'six digits');

/**
 * `value` of a refused staff login: a captcha is now needed, or the password was right and the
 * authenticator step follows with this ticket (with the secret to add first when none is set up).
 */
export const ZStaffLoginRefusal = z.object({
  captcha: z.boolean().optional(),
  ticket: z.string().optional(),
  secret: z.string().optional(),
  otpauthUrl: z.string().optional(),
});
export type StaffLoginRefusal = z.infer<typeof ZStaffLoginRefusal>;

export const ZStaffLoginValue = z.object({ token: z.string(), role: z.enum(STAFF_ROLES) });

export const staffLoginTotp = defineEndpoint({
  method: 'POST',
  path: '/bo/api/auth/login/totp',
  auth: 'none',
  moduleId: 'backoffice',
  summary:
    'Second staff login step: the ticket from the refused login and an authenticator code (each code once; five wrong codes spend the ticket)',
  body: z.object({ ticket: text(128).min(1), code: ZTotpCode }),
  value: ZStaffLoginValue,
});

export const staffLogout = defineEndpoint({
  method: 'POST',
  path: '/bo/api/auth/logout',
  auth: 'staff',
  roles: ROLES.anyStaff,
  moduleId: 'backoffice',
  summary: 'End this staff session; audited',
  value: ZOk,
});

export const staffChangePassword = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/auth/password',
  auth: 'staff',
  roles: ROLES.anyStaff,
  moduleId: 'backoffice',
  summary: "Change one's own staff password (the current one is asked); ends one's other sessions; audited",
  body: z.object({
    currentPassword: z.string().min(1).max(128),
    newPassword: z.string().min(10).max(128),
  }),
  value: z.object({ endedSessions: z.number().int() }),
});

export const staffTotpSetup = defineEndpoint({
  method: 'POST',
  path: '/bo/api/auth/totp/setup',
  auth: 'staff',
  roles: ROLES.anyStaff,
  moduleId: 'backoffice',
  summary:
    'Start setting up (or replacing) the authenticator: asks the password again; answers a new secret that takes effect once confirmed',
  body: z.object({ password: z.string().min(1).max(128) }),
  value: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

export const staffTotpConfirm = defineEndpoint({
  method: 'POST',
  path: '/bo/api/auth/totp/confirm',
  auth: 'staff',
  roles: ROLES.anyStaff,
  moduleId: 'backoffice',
  summary:
    'Confirm the new authenticator secret with a code from it; from then on logins ask for a code; audited',
  body: z.object({ code: ZTotpCode }),
  value: ZOk,
});

export const putStaffStatus = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/staff/:staffId/status',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary: 'Disable a staff account (its sessions end at once) or enable it again (admins only); audited',
  params: z.object({ staffId: z.coerce.number().int().positive().max(2_147_483_647) }),
  body: z.object({ status: z.enum(['ACTIVE', 'DISABLED']) }),
  value: z.object({
    id: z.number().int(),
    status: z.enum(['ACTIVE', 'DISABLED']),
    endedSessions: z.number().int(),
  }),
});

export const resetStaffTotp = defineEndpoint({
  method: 'POST',
  path: '/bo/api/staff/:staffId/totp/reset',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary:
    "Clear another staff member's authenticator (a lost phone): their sessions end and they enrol a new one at their next sign-in (admins only); audited",
  params: z.object({ staffId: z.coerce.number().int().positive().max(2_147_483_647) }),
  value: z.object({ id: z.number().int(), endedSessions: z.number().int() }),
});

export const putStaffRole = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/staff/:staffId/role',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary:
    "Change another staff member's role; it applies to their next call on every node (admins only); audited",
  params: z.object({ staffId: z.coerce.number().int().positive().max(2_147_483_647) }),
  body: z.object({ role: z.enum(STAFF_ROLES) }),
  value: z.object({ id: z.number().int(), role: z.enum(STAFF_ROLES) }),
});
