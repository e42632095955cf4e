import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/**
 * The brand's written pages (issue 17, decision 0053; spec §7 `GET /wps/system/helpCenter`): one
 * mechanism for all of them. A page is a topic of a kind: help topics (`HELP`, as many as the brand
 * writes) and the one page of each other kind (the beginner guide, the user agreement, terms, privacy,
 * the sponsor page and the description page); a topic's articles are its sections. Titles are plain
 * text, article bodies HTML under the rich-text policy (`rich-text.ts`), cleaned when saved and
 * again when shown. Visitors read the published ones in their language.
 */

export const HELP_KINDS = ['HELP', 'GUIDE', 'AGREEMENT', 'TERMS', 'PRIVACY', 'SPONSOR', 'ABOUT'] as const;
export type HelpKind = (typeof HELP_KINDS)[number];
export const ZHelpKind = z.enum(HELP_KINDS);

/** Kinds a brand has one page of (help topics may be many). */
export const SINGLE_PAGE_KINDS: readonly HelpKind[] = HELP_KINDS.filter((kind) => kind !== 'HELP');

export const HELP_LIMITS = { title: 120, body: 8_000, items: 200 } as const;

export const ZHelpArticle = z.object({ id: z.number().int(), title: z.string(), body: z.string() });
export type HelpArticle = z.infer<typeof ZHelpArticle>;

export const ZHelpTopic = z.object({
  id: z.number().int(),
  kind: ZHelpKind,
  title: z.string(),
  articles: z.array(ZHelpArticle),
});
export type HelpTopic = z.infer<typeof ZHelpTopic>;

export const getHelpCenter = defineEndpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  auth: 'none',
  moduleId: 'site',
  summary:
    "The brand's published help topics and written pages with their articles, in order, in the reader's language (else the brand's default, else English)",
  /** One kind of page only (the sponsor page asks for `SPONSOR`); every kind when left out. */
  query: z.object({ kind: ZHelpKind.optional() }).strict(),
  value: z.object({ topics: z.array(ZHelpTopic) }),
});
