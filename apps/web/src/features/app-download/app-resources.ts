import type { Resource } from '@tessera/contracts';
import { resourceOfType } from '../layout/resources';

/** The brand's native app downloads (the console's APP_IOS and APP_ANDROID links), each only when set. */
export interface AppDownloads {
  ios: Resource | null;
  android: Resource | null;
}

export function appDownloads(resources: readonly Resource[]): AppDownloads {
  return { ios: resourceOfType(resources, 'APP_IOS'), android: resourceOfType(resources, 'APP_ANDROID') };
}

/**
 * The address a QR code carries: a phone scanning it is not on this page, so a path on the site
 * becomes a whole address on the site's origin.
 */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/** Where the lite app's code leads: this page's install guide on the phone that scans it. */
export function liteAppUrl(origin: string): string {
  return `${origin}/down#lite`;
}
