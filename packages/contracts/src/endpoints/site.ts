import { z } from 'zod';
import { text, ZLanguage } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ZRegisterSettings } from './register-settings.js';

export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_BLOCKED: 2 } as const;

export const ZMenuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({ code: z.string(), enabled: z.boolean(), children: z.array(ZMenuItem) }),
);
export interface MenuItem {
  code: string;
  enabled: boolean;
  children: MenuItem[];
}

export const ZWhitelabel = z.object({
  /** Feature flags such as USERNAMEREG3 or DIRECTREG3. */
  flags: z.record(z.string(), z.boolean()),
  /** Module switches: a module that is off answers `function.not.available`. */
  modules: z.record(z.string(), z.boolean()),
  menu: z.array(ZMenuItem),
});
export type Whitelabel = z.infer<typeof ZWhitelabel>;

export const ZResource = z.object({
  resourceType: z.string(),
  labelNameEn: z.string(),
  url: z.string(),
});
export type Resource = z.infer<typeof ZResource>;

export const ZDomainRoute = z.object({ domain: z.string(), merchantCode: z.string(), main: z.boolean() });

export const ZBrand = z.object({
  merchantCode: z.string(),
  name: z.string(),
  platform: z.string(),
  lotteryType: z.string(),
  defaultLanguage: ZLanguage,
  languages: z.array(ZLanguage),
  currency: z.string(),
  currencySymbol: z.string(),
  currencyScale: z.number().int(),
  defaultPasswordChangeFlag: z.boolean(),
});
export type Brand = z.infer<typeof ZBrand>;

/** A point in time a person wrote down: bounded, and something `Date.parse` reads. */
const ZMoment = z
  .string()
  .trim()
  .max(64)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'a date and time');

export const ZMaintenance = z.object({
  from: ZMoment.nullable(),
  to: ZMoment.nullable(),
  message: z.string().max(1000).nullable(),
});

/** What the site needs to know about its brand before it renders (spec §7.1, the "permission" call). */
export const ZSiteInfo = z.object({
  brand: ZBrand,
  whitelabel: ZWhitelabel,
  register: ZRegisterSettings,
  resources: z.array(ZResource),
  domainRoute: z.array(ZDomainRoute),
  mainDomain: z.string().nullable(),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
});
export type SiteInfo = z.infer<typeof ZSiteInfo>;

export const ZSystemStatus = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.string(),
  country: z.string().nullable(),
  maintenance: ZMaintenance.nullable(),
});
export type SystemStatus = z.infer<typeof ZSystemStatus>;

export const ZCountryCode = z.object({ country: z.string(), name: z.string(), dialingCode: z.string() });

export const getSystemStatus = defineEndpoint({
  method: 'GET',
  path: '/wps/system/status',
  auth: 'none',
  moduleId: 'site',
  summary: 'System status (0 normal, 1 maintenance, 2 region blocked) and the visitor IP and country',
  value: ZSystemStatus,
});

export const getSiteInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/system/permission',
  auth: 'none',
  moduleId: 'site',
  summary: 'The site info block: brand, whitelabel, register rules, resources, domain routes and CDNs',
  value: ZSiteInfo,
});

export const getWhitelabel = defineEndpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  auth: 'none',
  moduleId: 'site',
  summary: 'Feature flags, module switches and the menu tree of the brand',
  value: ZWhitelabel,
});

export const getRegisterSettings = defineEndpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: 'none',
  moduleId: 'site',
  summary: 'Registration field rules',
  value: ZRegisterSettings,
});

export const getDomainRoute = defineEndpoint({
  method: 'GET',
  path: '/wps/system/domainRoute',
  auth: 'none',
  moduleId: 'site',
  summary: 'Domains that serve this brand',
  value: z.array(ZDomainRoute),
});

export const getCountryCodes = defineEndpoint({
  method: 'GET',
  path: '/wps/system/countryCodes',
  auth: 'none',
  moduleId: 'site',
  summary: 'Country dialing codes, the brand default first',
  value: z.array(ZCountryCode),
});

export const setLanguage = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/language',
  auth: 'optional',
  moduleId: 'site',
  summary: "Tell the server the visitor's language (stored on the member when logged in)",
  body: z.object({ language: ZLanguage }),
  value: z.object({ language: ZLanguage }),
});

export const getRsaKey = defineEndpoint({
  method: 'GET',
  path: '/wps/session/key/rsa',
  auth: 'none',
  moduleId: 'site',
  summary: 'The RSA public key (SPKI, base64) that seals encrypted payloads',
  value: z.object({ keyId: z.string(), publicKey: z.string() }),
});

export const getDevInbox = defineEndpoint({
  method: 'GET',
  path: '/wps/dev/inbox',
  auth: 'none',
  moduleId: 'site',
  summary: 'Demo brand only: SMS and e-mail the built-in log senders wrote, newest first',
  query: z.object({ to: text(120).min(1) }),
  value: z.array(z.object({ channel: z.string(), to: z.string(), text: z.string(), sentAt: z.string() })),
});

export const ZPageText = text(200);
