import { CHAT_VIEWS, type ChatView, type listChatConversationsStaff, type QueryOf } from '@tessera/contracts';
import { DAY, dayRange } from '../../components/day-range-chip';
import type { ListQuery } from '../../lib/hooks/list-query';

/**
 * The chat page's address (decision 0056): the view, and for the closed and all-open lists the
 * filters and the page, as the console's other lists keep theirs (list-query.ts); `c` (the open
 * conversation) rides along.
 */
export const CHAT_QUERY = {
  filters: {
    view: CHAT_VIEWS,
    customer: /^[^\n]{1,64}$/u,
    staff: /^[1-9]\d{0,9}$/u,
    rating: ['', '5', '4', '3', '2', '1'],
    from: DAY,
    to: DAY,
  },
};
type Name = keyof typeof CHAT_QUERY.filters;
export type ChatFilters = Record<Exclude<Name, 'view'>, string>;
export const NO_FILTERS: ChatFilters = { customer: '', staff: '', rating: '', from: '', to: '' };

/** Only the closed and all-open lists are filtered; the queues show everything waiting or one's own. */
export const isFiltered = (view: ChatView) => view === 'closed' || view === 'open';

export const PAGE_SIZE = 50;

/** The list call's query for the address. */
export function conversationsQuery(query: ListQuery<Name>): QueryOf<typeof listChatConversationsStaff> {
  const view = query.filters.view as ChatView;
  const f = query.filters;
  if (!isFiltered(view)) return { view, pageNo: 1, pageSize: PAGE_SIZE };
  return {
    view,
    ...(f.customer ? { customer: f.customer } : {}),
    ...(f.staff ? { staffId: Number(f.staff) } : {}),
    ...(f.rating && view === 'closed' ? { rating: Number(f.rating) } : {}),
    ...dayRange(f),
    pageNo: query.page,
    pageSize: PAGE_SIZE,
  };
}
