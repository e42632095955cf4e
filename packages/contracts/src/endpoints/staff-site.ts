import { z } from 'zod';
import { text, ZLanguage } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import { ZResource } from './site.js';
import { ZSiteStatusSettings } from './staff.js';

/**
 * The brand's site as staff set it up (issue 13): the maintenance and region settings as stored,
 * the resources (social and customer-service links, app downloads), languages, and domains.
 * Every change drops every node's cached brand and is audited with before and after.
 */
export const getSiteStatusStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/site/status',
  auth: 'staff',
  roles: ROLES.siteReaders,
  moduleId: 'backoffice',
  summary: 'Maintenance and region settings as stored (what PUT replaces)',
  value: ZSiteStatusSettings,
});

/**
 * Only web links a member can open: no `javascript:` or data URLs on the brand's pages. A path on
 * the brand's own site (`/app/ios.mobileconfig`, `/down`) is one too: it follows the site's domain.
 */
export const SITE_LINK = /^(https:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/u;
const ZLink = text(500).refine((url) => SITE_LINK.test(url), 'an https:// address or a path on this site');

export const ZStaffResource = ZResource.extend({
  resourceType: z.string().regex(/^[A-Z_]{2,32}$/u, 'resource type'),
  labelNameEn: text(60).min(1),
  url: ZLink,
});

export const getResourcesStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/site/resources',
  auth: 'staff',
  roles: ROLES.siteReaders,
  moduleId: 'backoffice',
  summary: "The brand's links in their order: social pages, customer service, app downloads",
  value: z.object({ resources: z.array(ZResource) }),
});

export const putResourcesStaff = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/site/resources',
  auth: 'staff',
  roles: ROLES.content,
  moduleId: 'backoffice',
  summary: "Replace the brand's links (https only), in the order given; audited",
  body: z.object({ resources: z.array(ZStaffResource).max(40) }),
  value: z.object({ resources: z.array(ZResource) }),
});

export const ZLanguageSettings = z.object({
  languages: z.array(ZLanguage).min(1).max(31),
  defaultLanguage: ZLanguage,
});

export const getLanguagesStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/site/languages',
  auth: 'staff',
  roles: ROLES.siteReaders,
  moduleId: 'backoffice',
  summary: "The brand's enabled languages and its default",
  value: ZLanguageSettings,
});

export const putLanguagesStaff = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/site/languages',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary: 'Set the enabled languages and the default (which must be enabled); audited',
  body: ZLanguageSettings.refine((s) => s.languages.includes(s.defaultLanguage), {
    message: 'the default must be one of the languages',
    path: ['defaultLanguage'],
  }),
  value: ZLanguageSettings,
});

export const ZStaffDomain = z.object({ domain: z.string(), main: z.boolean() });
const ZDomainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)(?!-)([a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}$/u, 'a domain name');

export const listDomainsStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/site/domains',
  auth: 'staff',
  roles: ROLES.siteReaders,
  moduleId: 'backoffice',
  summary: "The domains that open this brand (a request's Host picks its brand), the main one first",
  value: z.object({ list: z.array(ZStaffDomain) }),
});

export const putDomainStaff = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/site/domains/:domain',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary: 'Add a domain to this brand, or make it the main one (links in mails point there); audited',
  params: z.object({ domain: ZDomainName }),
  body: z.object({ main: z.boolean() }),
  value: z.object({ list: z.array(ZStaffDomain) }),
});

export const deleteDomainStaff = defineEndpoint({
  method: 'DELETE',
  path: '/bo/api/site/domains/:domain',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary: 'Remove a domain from this brand (never its main one); audited',
  params: z.object({ domain: ZDomainName }),
  value: z.object({ list: z.array(ZStaffDomain) }),
});
