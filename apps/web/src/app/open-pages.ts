import { findRoute } from './route-table';

/**
 * Whether a site address leads to a page that is built: not the "opening soon" panel, not the
 * not-found page. Nothing the site shows links anywhere else (no dead ends): the nav, the side
 * menu, the footer and announcement links all ask here, so a page that opens later is linked again
 * by itself.
 */
export function isOpenPath(address: string): boolean {
  const pathname = address.split(/[?#]/u)[0] ?? '';
  const route = findRoute(pathname);
  return route !== null && route.page !== 'notOpen';
}
