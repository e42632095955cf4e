import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ZRegisterSettings } from './register-settings.js';
import { ZMaintenance } from './site.js';

export const STAFF_ROLES = ['admin', 'finance', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffLogin = defineEndpoint({
  method: 'POST',
  path: '/bo/api/auth/login',
  auth: 'none',
  moduleId: 'backoffice',
  summary: 'Staff login',
  body: z.object({ username: text(64).min(1), password: z.string().min(1).max(128) }),
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
  moduleId: 'backoffice',
  summary: 'Feature flags and module switches',
  value: ZFlags,
});

export const putSiteFlags = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/site/flags',
  auth: 'staff',
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
  moduleId: 'backoffice',
  summary: 'Registration field rules, captcha and human check',
  value: ZRegisterSettings,
});

export const putRegisterSettings = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/site/register-settings',
  auth: 'staff',
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
  moduleId: 'backoffice',
  summary: 'Maintenance window and region restrictions',
  body: ZSiteStatusSettings,
  value: ZSiteStatusSettings,
});
