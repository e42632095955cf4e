import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  getGameVendors,
  getHotGames,
  getJackpot,
  getListAnnouncements,
  getRankList,
  getSiteInfo,
  getSystemStatus,
  imageAddress,
  RANK_LIST_LIMIT,
  withQuery,
} from '@tessera/contracts';
import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../modules/site/merchant.js';
import { escapeAttribute } from './html-attribute.js';

/**
 * What the member site's page carries beyond its brand (decision 0057), so that a phone draws the
 * page without first waiting on the script for its first calls:
 * - the brand's default language as a meta tag (the strings a new visitor's page starts in);
 * - the build's string files, so /boot.js can preload those of the language the site starts in
 *   (the visitor's earlier choice, else that default) beside the shell instead of after it;
 * - the answers to a visitor's first GET calls: the status and the brand's rules on every page,
 *   and on the home page its lists. They are the very envelopes the site would fetch, made by
 *   the same routes (`inject`, with the request's address), in a JSON data block the browser
 *   never runs. The site takes each once, only for a call without a session in the same
 *   language, and asks the server for anything else.
 */
export interface SiteBoot {
  /** The extra `<head>` markup for one request of the page. */
  head(request: FastifyRequest, merchant: Merchant): Promise<string>;
}

/** The id of the data block the site reads (apps/web/src/lib/api/boot-answers.ts). */
export const BOOT_BLOCK_ID = 'tessera-boot';

interface BootCall {
  url: string;
  /** The Language header the site sends with it: none for the calls made before any strings. */
  language: string | null;
}

/** The calls a visitor's page makes as it opens, with the queries the site sends. */
export function bootCalls(pagePath: string, merchant: Merchant): BootCall[] {
  const language = merchant.defaultLanguage;
  const calls: BootCall[] = [
    { url: withQuery(getSystemStatus.path, {}), language: null },
    { url: withQuery(getSiteInfo.path, {}), language: null },
    // The header's game lanes, asked for beside the status.
    { url: withQuery(getGameVendors.path, { merchantCode: merchant.code }), language: null },
  ];
  if (pagePath !== '/') return calls;
  return [
    ...calls,
    { url: withQuery(getHotGames.path, { language, platform: 'W' }), language },
    { url: withQuery(getRankList.path, { limitNum: RANK_LIST_LIMIT }), language },
    { url: withQuery(getJackpot.path, {}), language },
    { url: withQuery(getListAnnouncements.path, { platform: 'W' }), language },
  ];
}

export function siteBoot(dist: string): SiteBoot {
  const catalogues = catalogueFiles(dist);
  return {
    async head(request, merchant) {
      const language = merchant.defaultLanguage;
      const parts = [`<meta name="tessera-language" content="${language}" />`];
      // The build's string files: /boot.js preloads the one of the language the site will start
      // in, which only the browser knows (a visitor's earlier choice is in its storage).
      if (catalogues)
        parts.push(`<meta name="tessera-catalogues" content="${escapeAttribute(catalogues)}" />`);
      const pagePath = request.url.split('?')[0] ?? '/';
      const answers: Record<string, { language: string | null; envelope: unknown }> = {};
      await Promise.all(
        bootCalls(pagePath, merchant).map(async (call) => {
          const envelope = await answer(request, merchant.code, call);
          if (envelope) answers[call.url] = { language: call.language, envelope };
        }),
      );
      for (const href of firstPictures(answers, merchant)) {
        parts.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}" />`);
      }
      const block = JSON.stringify({ merchant: merchant.code, answers });
      // `<` escaped, so no text in an answer can close the block.
      parts.push(
        `<script type="application/json" id="${BOOT_BLOCK_ID}">${block.replace(/</gu, '\\u003c')}</script>`,
      );
      return parts.join('');
    },
  };
}

/** The hot games the home page shows first, whose pictures it loads at once (its EAGER_CARDS). */
const FIRST_PICTURES = 3;

/**
 * The addresses of the home page's first pictures, when the page's hot games are among the
 * answers, so the browser fetches them beside the script rather than once the page has drawn.
 * Only for a brand with at most one image CDN: with several the site picks one at random.
 */
function firstPictures(answers: Record<string, { envelope: unknown }>, merchant: Merchant): string[] {
  if (merchant.cdn.image.length > 1) return [];
  const hot = Object.entries(answers).find(([url]) => url.startsWith(`${getHotGames.path}?`));
  const list = (hot?.[1].envelope as { value?: { list?: Array<{ iconUrl?: unknown }> } } | undefined)?.value
    ?.list;
  if (!Array.isArray(list)) return [];
  const base = merchant.cdn.image[0] ?? '/';
  return list
    .slice(0, FIRST_PICTURES)
    .map((game) => (typeof game.iconUrl === 'string' ? imageAddress(game.iconUrl, base) : null))
    .filter((href): href is string => href !== null);
}

/** One call through the app's own routes, as the browser would make it; a failure is left out. */
async function answer(request: FastifyRequest, merchantCode: string, call: BootCall): Promise<unknown> {
  try {
    const response = await request.server.inject({
      method: 'GET',
      url: call.url,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        merchant: merchantCode,
        ...(request.headers.host ? { host: request.headers.host } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        ...(call.language ? { language: call.language } : {}),
      },
    });
    if (response.statusCode !== 200) return null;
    const envelope = response.json() as { success?: unknown };
    return envelope.success === true ? envelope : null;
  } catch {
    return null;
  }
}

/** The build's string catalogues as `bn=catalogue-bn-<hash>.js en=…` (`assets/catalogue-*`). */
function catalogueFiles(dist: string): string {
  const files: string[] = [];
  try {
    for (const name of readdirSync(resolve(dist, 'assets'))) {
      const match = /^catalogue-([a-z]{2,3})-[\w-]+\.js$/u.exec(name);
      if (match) files.push(`${match[1]}=${name}`);
    }
  } catch {
    // No assets folder: nothing to preload.
  }
  return files.sort().join(' ');
}
