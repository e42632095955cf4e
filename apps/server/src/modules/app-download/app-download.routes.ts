import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { MerchantDirectory } from '../site/merchant-directory.js';
import { webClipProfile } from './ios-profile.js';
import { webManifest } from './web-manifest.js';

/** Where the demo brand's iOS download points (its APP_IOS resource) and any brand may. */
export const IOS_PROFILE_PATH = '/app/ios.mobileconfig';

/** Checked on every visit: a renamed brand or a new icon reaches installed apps at their next start. */
const REVALIDATE = 'no-cache';

/**
 * The lite app's files that depend on the brand of the request's host (issue 17, decision 0054):
 * the web manifest (the brand's name) and the iOS configuration profile whose Web Clip opens this
 * site full screen. The service worker itself is a built file (`sw.js`, site-serving).
 */
export function appDownloadRoutes(app: FastifyInstance, config: Config, merchants: MerchantDirectory): void {
  const iconFile = resolve(config.webDist, 'icons', 'apple-touch-icon.png');
  const iconPng = existsSync(iconFile) ? readFileSync(iconFile) : null;
  const brandOf = (request: FastifyRequest) => merchants.resolve(undefined, request.headers.host);

  app.get('/manifest.webmanifest', async (request, reply) => {
    const merchant = await brandOf(request);
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(JSON.stringify(webManifest(merchant)));
  });

  app.get(IOS_PROFILE_PATH, async (request, reply) => {
    const merchant = await brandOf(request);
    const origin = config.publicUrl?.replace(/\/+$/u, '') ?? `${request.protocol}://${request.host}`;
    const url = `${origin}/?source=ios`;
    const profile = webClipProfile({ brandName: merchant.name, brandCode: merchant.code, url, iconPng });
    return reply
      .type('application/x-apple-aspen-config')
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', `attachment; filename="${merchant.code.toLowerCase()}.mobileconfig"`)
      .send(profile);
  });
}
