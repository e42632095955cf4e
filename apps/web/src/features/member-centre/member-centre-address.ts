import { withSearchParam } from '../../lib/history/modal-entries';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from './member-centre-store';

/**
 * The member centre's address (decision 0026): `?mc=<page>` beside the page's own query, so a page
 * of it can be linked and survives a reload. The names are the menu's (`?mc=withdraw`).
 */
export const MC_PARAM = 'mc';

/** The member-centre page a query names, or null (absent or not one of its pages). */
export function pageInSearch(search: string): MemberCentrePage | null {
  const wanted = new URLSearchParams(search).get(MC_PARAM);
  return (MEMBER_CENTRE_PAGES as readonly string[]).includes(wanted ?? '')
    ? (wanted as MemberCentrePage)
    : null;
}

/** The address `href` with the member centre open on `page`, or closed when `page` is null. */
export function memberCentreUrl(href: string, page: MemberCentrePage | null): string {
  return withSearchParam(href, MC_PARAM, page);
}

/** A query without the member centre's part: the page under it is the same page whether it is open or not. */
export function searchWithoutMemberCentre(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(MC_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
