import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES, STAFF_ROLES } from '../staff-roles.js';
import { ZRegisterSettings } from './register-settings.js';
import { ZMaintenance } from './site.js';

export const staffLogin = defineEndpoint({
  method: 'POST',
  path: '/bo/api/auth/login',
  auth: 'none',
  moduleId: 'backoffice',
  summary:
    'Staff login, throttled per account and IP (a captcha from /wps/captcha after failures); admins and finance staff then give an authenticator code',
  body: z.object({
    username: text(64).min(1),
    password: z.string().min(1).max(128),
    /** The answer to the captcha image bound to the `tessera_captcha` cookie, once one is asked. */
    captcha: text(16).optional(),
  }),
  value: z.object({ token: z.string(), role: z.enum(STAFF_ROLES) }),
});

export const ZFlags = z.object({
  flags: z.record(text(64), z.boolean()),
  modules: z.record(text(64), z.boolean()),
});

export const getSiteFlags = defineEndpoint({
  method: 'GET',
  path: '/bo/api/site/flags',
  auth: 'staff',
  roles: ROLES.siteReaders,
  moduleId: 'backoffice',
  summary: 'Feature flags and module switches',
  value: ZFlags,
});

export const putSiteFlags = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/site/flags',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary: 'Change feature flags and module switches (only the keys sent change)',
  body: z.object({
    flags: z.record(text(64), z.boolean()).optional(),
    modules: z.record(text(64), z.boolean()).optional(),
  }),
  value: ZFlags,
});

export const getRegisterSettingsStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/site/register-settings',
  auth: 'staff',
  roles: ROLES.siteReaders,
  moduleId: 'backoffice',
  summary: 'Registration field rules, captcha and human check',
  value: ZRegisterSettings,
});

export const putRegisterSettings = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/site/register-settings',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary: 'Replace the registration field rules',
  body: ZRegisterSettings,
  value: ZRegisterSettings,
});

export const ZSiteStatusSettings = z.object({
  maintenance: ZMaintenance.extend({ enabled: z.boolean() }),
  regions: z.object({
    blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/u)).max(250),
    allowIps: z.array(text(64)).max(1000),
    denyIps: z.array(text(64)).max(1000),
  }),
});
export type SiteStatusSettings = z.infer<typeof ZSiteStatusSettings>;

export const putSiteStatus = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/site/status',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary: 'Maintenance window and region restrictions',
  body: ZSiteStatusSettings,
  value: ZSiteStatusSettings,
});

export const ZStaffMember = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  createdAt: z.string(),
  status: z.enum(['ACTIVE', 'DISABLED']),
  totpEnabled: z.boolean(),
});

export const listStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/staff',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary: "The brand's staff accounts and their roles (admins only)",
  value: z.object({ list: z.array(ZStaffMember) }),
});

export const createStaffMember = defineEndpoint({
  method: 'POST',
  path: '/bo/api/staff',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary: 'Create a staff account with a role (admins only); audited',
  body: z.object({
    username: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_.-]{2,31}$/iu, 'letters first, 3–32 of letters, digits, _ . -'),
    password: z.string().min(10).max(128),
    role: z.enum(STAFF_ROLES),
  }),
  value: ZStaffMember,
});
