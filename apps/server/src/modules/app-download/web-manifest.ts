import { languageTag } from '@tessera/contracts';
import type { Merchant } from '../site/merchant.js';

/** The site's dark theme (its default): the splash screen and the phone's bar match the page. */
const BACKGROUND = '#0d0b24';
const THEME = '#17143b';

/** Icons drawn by tools/icons/render-icons.ts into the site's public folder. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * The lite app's web manifest (issue 17): the brand's own name, so each brand's site installs as
 * its own app; standalone, started at the home page within the whole site's scope.
 */
export function webManifest(merchant: Merchant) {
  const name = merchant.name.trim() || merchant.code;
  return {
    id: '/',
    name,
    short_name: shortName(name),
    description: `${name} – casino, sports and lottery`,
    lang: languageTag(merchant.defaultLanguage),
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: BACKGROUND,
    theme_color: THEME,
    categories: ['games', 'entertainment'],
    icons: APP_ICONS,
  };
}

/** A home screen shows about twelve characters under an icon: the first word, or the name cut. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  const first = name.split(/\s+/u)[0]!;
  return first.length <= 12 ? first : `${[...first].slice(0, 11).join('')}…`;
}
