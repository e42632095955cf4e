import { z } from 'zod';
import { dataUrl, text, ZLanguage } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import { HELP_LIMITS, ZHelpKind } from './help.js';

/**
 * The back office's help centre and written pages (issue 17, decision 0053): topics and their
 * articles per language, ordered, published or not; bodies cleaned with the rich-text policy when
 * saved. Content staff and admins; every change audited.
 */

const ZWords = (max: number) => z.partialRecord(ZLanguage, text(max));
const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZIdParams = z.object({ id: ZId }).strict();

export const ZHelpTopicInput = z
  .object({ kind: ZHelpKind, title: ZWords(HELP_LIMITS.title), published: z.boolean() })
  .strict();
export type HelpTopicInput = z.infer<typeof ZHelpTopicInput>;

export const ZHelpArticleInput = z
  .object({
    topicId: z.number().int().positive().max(2_147_483_647),
    title: ZWords(HELP_LIMITS.title),
    body: z.partialRecord(ZLanguage, z.string().max(HELP_LIMITS.body)),
    published: z.boolean(),
  })
  .strict();
export type HelpArticleInput = z.infer<typeof ZHelpArticleInput>;

export const ZStaffHelpArticle = z.object({
  id: z.number().int(),
  topicId: z.number().int(),
  title: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  published: z.boolean(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type StaffHelpArticle = z.infer<typeof ZStaffHelpArticle>;

export const ZStaffHelpTopic = z.object({
  id: z.number().int(),
  kind: ZHelpKind,
  title: z.record(z.string(), z.string()),
  published: z.boolean(),
  sort: z.number().int(),
  updatedAt: z.string(),
  articles: z.array(ZStaffHelpArticle),
});
export type StaffHelpTopic = z.infer<typeof ZStaffHelpTopic>;

const staffCall = { auth: 'staff', roles: ROLES.content, moduleId: 'backoffice' } as const;

export const listHelpStaff = defineEndpoint({
  ...staffCall,
  method: 'GET',
  path: '/bo/api/help',
  summary:
    'Every help topic and written page with its articles in every language, in order, published or not',
  value: z.object({ topics: z.array(ZStaffHelpTopic) }),
});

export const createHelpTopic = defineEndpoint({
  ...staffCall,
  method: 'POST',
  path: '/bo/api/help/topics',
  summary: 'Add a help topic (last in order) or the page of a kind the brand has none of; audited',
  body: ZHelpTopicInput,
  value: ZStaffHelpTopic,
});

export const updateHelpTopic = defineEndpoint({
  ...staffCall,
  method: 'PUT',
  path: '/bo/api/help/topics/:id',
  summary: 'Replace a topic’s kind, title and publishing; audited',
  params: ZIdParams,
  body: ZHelpTopicInput,
  value: ZStaffHelpTopic,
});

export const deleteHelpTopic = defineEndpoint({
  ...staffCall,
  method: 'DELETE',
  path: '/bo/api/help/topics/:id',
  summary: 'Delete a topic and its articles (the audit log keeps what they said)',
  params: ZIdParams,
  value: z.object({ id: z.number().int() }),
});

export const createHelpArticle = defineEndpoint({
  ...staffCall,
  method: 'POST',
  path: '/bo/api/help/articles',
  summary: 'Add an article to a topic (last in order), its HTML cleaned; audited',
  body: ZHelpArticleInput,
  value: ZStaffHelpArticle,
});

export const updateHelpArticle = defineEndpoint({
  ...staffCall,
  method: 'PUT',
  path: '/bo/api/help/articles/:id',
  summary: 'Replace an article (its topic, title, HTML cleaned, publishing); audited',
  params: ZIdParams,
  body: ZHelpArticleInput,
  value: ZStaffHelpArticle,
});

export const deleteHelpArticle = defineEndpoint({
  ...staffCall,
  method: 'DELETE',
  path: '/bo/api/help/articles/:id',
  summary: 'Delete an article (the audit log keeps what it said)',
  params: ZIdParams,
  value: z.object({ id: z.number().int() }),
});

/** The topics in a new order (no `topicId`), or one topic's articles: every id once. */
export const orderHelp = defineEndpoint({
  ...staffCall,
  method: 'PUT',
  path: '/bo/api/help/order',
  summary: 'Put the topics, or one topic’s articles, in a new order (each id once); audited',
  body: z
    .object({
      topicId: z.number().int().positive().max(2_147_483_647).optional(),
      ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(HELP_LIMITS.items),
    })
    .strict()
    .refine((body) => new Set(body.ids).size === body.ids.length, 'each id once'),
  value: z.object({ ids: z.array(z.number().int()) }),
});

/** Pictures in articles (decision 0053): uploaded by staff, served from the brand's own site. */
export const HELP_IMAGE_RULES = {
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  maxBytes: 2 * 1024 * 1024,
} as const;
/** Where an uploaded picture is served (`<path>/<id>`), on the site's own origin. */
export const HELP_IMAGE_PATH = '/content/images';
/** Twice the data URL of the largest picture: one somewhat over is refused by its rule, which says why. */
const HELP_IMAGE_MAX_CHARS = 2 * (Math.ceil(HELP_IMAGE_RULES.maxBytes / 3) * 4 + 64);

export const uploadHelpImage = defineEndpoint({
  ...staffCall,
  method: 'POST',
  path: '/bo/api/help/images',
  bodyLimit: HELP_IMAGE_MAX_CHARS + 1024,
  summary:
    'Upload a picture for an article (png, jpeg, webp or gif by its bytes, ≤ 2 MB); answers the site path it is served at; audited',
  body: z.object({ image: dataUrl(HELP_IMAGE_MAX_CHARS) }).strict(),
  value: z.object({ url: z.string() }),
});
