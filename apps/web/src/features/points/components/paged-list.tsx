import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { EmptyState, ListSkeleton } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { formatCount } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import { PeriodChips } from '../../records/components/period-chips';
import { pageCount } from '../points-rules';
import { useKeptLoad } from '../use-kept-load';

const PAGE_SIZE = 10;

/**
 * A server-paged list of the points mall (the points details, the redeem history): filter chips
 * ('ALL' first), then the error, skeleton or empty state, or the rows with the pager under them.
 * A new filter goes back to page one; a new `version` reads the page again in place.
 */
export function PagedList<F extends string, T extends { id: string | number }>({
  version,
  testId,
  filters,
  filterLabelKey,
  filterLegend,
  filterTestIdPrefix,
  fetchPage,
  skeletonRows,
  emptyIcon,
  emptyTestId,
  emptyText,
  renderRow,
}: {
  version: number;
  testId: string;
  filters: readonly F[];
  filterLabelKey: (key: F) => string;
  filterLegend: string;
  filterTestIdPrefix: string;
  fetchPage: (
    page: { pageNo: number; pageSize: number; filter: F },
    signal: AbortSignal,
  ) => Promise<{ list: T[]; total: number }>;
  skeletonRows: number;
  emptyIcon: ReactNode;
  emptyTestId: string;
  /** The empty sentence, worded for all or for one filter. */
  emptyText: (filtered: boolean) => string;
  renderRow: (row: T) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<F>(filters[0] as F);
  const [pageNo, setPageNo] = useState(1);
  const { state, retry, refreshing } = useKeptLoad(
    `${i18n.language}:${filter}:${pageNo}`,
    version,
    (signal) => fetchPage({ pageNo, pageSize: PAGE_SIZE, filter }, signal),
  );
  const pages = state.phase === 'ready' ? pageCount(state.value.total, PAGE_SIZE) : 1;

  return (
    <div className="pm-list" data-testid={testId}>
      <PeriodChips
        options={filters}
        active={filter}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
        labelKey={filterLabelKey}
        legend={filterLegend}
        testIdPrefix={filterTestIdPrefix}
      />
      {state.phase === 'failed' ? (
        <ErrorPanel
          message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
          onRetry={retry}
        />
      ) : state.phase !== 'ready' ? (
        <ListSkeleton rows={skeletonRows} />
      ) : state.value.list.length === 0 ? (
        <EmptyState icon={emptyIcon} testId={emptyTestId}>
          {emptyText(filter !== 'ALL')}
        </EmptyState>
      ) : (
        <>
          <ul className="pm-rows" aria-busy={refreshing || undefined}>
            {state.value.list.map(renderRow)}
          </ul>
          {pages > 1 && (
            <Pager
              page={pageNo}
              pages={pages}
              onChange={setPageNo}
              text={t('pm_page_of', {
                page: formatCount(pageNo),
                pages: formatCount(pages),
                total: formatCount(state.value.total),
              })}
            />
          )}
        </>
      )}
    </div>
  );
}
