import { BOOT_BLOCK_ID } from '../lib/api/boot-answers';

/**
 * What the lite app's service worker may keep (decision 0054), as plain rules the tests read.
 * Nothing under the API's prefixes is ever kept: their answers carry money and sessions.
 */

/** The server's own paths: the API, the sockets, the console, downloads it makes (decision 0023). */
const SERVER_PATHS =
  /^\/(wps|bo|ws|lgw|lotto|docs|provider|sandbox-gateway|metrics|backoffice|app)(\/|$)|^\/manifest\.webmanifest$|^\/sw\.js$/iu;

/** The answers' JSON block as the server writes it (lib/api/boot-answers.ts). */
const BOOT_BLOCK = new RegExp(
  `<script type="application/json" id="${BOOT_BLOCK_ID}">[\\s\\S]*?</script>`,
  'u',
);

/** The one key every page is kept under: the site is one page (index.html with the brand) for every route. */
export const SHELL_KEY = '/';
export const PAGES_CACHE = 'tessera-pages';
export const OFFLINE_PAGE = '/offline.html';

/** Whether the worker must leave a request to the network, untouched and unkept. */
export function isServerPath(pathname: string): boolean {
  return SERVER_PATHS.test(pathname);
}

/** A route of the site (not the API, not a file): a page the worker answers with the shell. */
export function isNavigablePath(pathname: string): boolean {
  if (isServerPath(pathname)) return false;
  return !/\.[a-z0-9]+$/iu.test(pathname) || pathname.endsWith('.html');
}

/** Unhashed files of the site worth keeping a while: pictures, game art, icons. */
export function isCachedPath(pathname: string): boolean {
  return !isServerPath(pathname) && /^\/(art|images|icons)\/|^\/favicon\.svg$/u.test(pathname);
}

/**
 * The page as the worker keeps it: without the answers the server wrote into it for this visit
 * (the JSON block of decision 0057), which are API answers like any other. A page served from the
 * cache then has none, and the site asks the server for each.
 */
export function pageWithoutAnswers(html: string): string {
  return html.replace(BOOT_BLOCK, '');
}
