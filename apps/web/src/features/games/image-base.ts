import { readySite } from '../site/site-store';
import { createIconHealth, imageSrc } from './game-art';

let base: string | null = null;

/** One of the brand's image CDNs, picked at random once per page (spec §3); the site root without any. */
export function imageBase(): string {
  if (base === null) {
    const cdns = readySite()?.info.imageCDNs ?? [];
    base = cdns.length > 0 ? cdns[Math.floor(Math.random() * cdns.length)]! : '/';
  }
  return base;
}

/** Shared by every card on the page: icons that failed are not asked for again. */
export const iconHealth = createIconHealth();
const failedIcons = new Set<string>();

/** The icon address to try, or null when the tile should be drawn straight away. */
export function iconToTry(path: string): string | null {
  const src = imageSrc(path, imageBase());
  return src && !failedIcons.has(src) && iconHealth.worthTrying() ? src : null;
}

export function iconFailed(src: string): void {
  failedIcons.add(src);
  iconHealth.failed();
}
