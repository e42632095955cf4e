import type { PointLine } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { EmptyState, ListSkeleton } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { formatCount, formatDateTime } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import { useUnbrokenMoney } from '../../contracts/use-money';
import { PeriodChips } from '../../records/components/period-chips';
import { fetchPointLines } from '../api/get-point-lines';
import { PointsIcon } from '../points-icons';
import {
  LINE_FILTERS,
  type LineFilter,
  moveDirection,
  pageCount,
  signedPoints,
  statusTone,
} from '../points-rules';
import { useKeptLoad } from '../use-kept-load';

const PAGE_SIZE = 10;

/**
 * The points details (spec §4): every change of the member's points newest first, by type if they
 * like: when, what, the brand's remark, the points changed and the balance after; a conversion also
 * says the cash it gave at which ratio, and a redeem still in process says so.
 */
export function PointLines({ version }: { version: number }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<LineFilter>('ALL');
  const [pageNo, setPageNo] = useState(1);
  const { state, retry, refreshing } = useKeptLoad(
    `${i18n.language}:${filter}:${pageNo}`,
    version,
    (signal) =>
      fetchPointLines({ pageNo, pageSize: PAGE_SIZE, ...(filter === 'ALL' ? {} : { type: filter }) }, signal),
  );
  const pages = state.phase === 'ready' ? pageCount(state.value.total, PAGE_SIZE) : 1;

  return (
    <div className="pm-list" data-testid="pm-lines">
      <PeriodChips
        options={LINE_FILTERS}
        active={filter}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
        labelKey={(key) => `pm_move_${key.toLowerCase()}`}
        legend={t('pm_move_filter')}
        testIdPrefix="pm-line-filter"
      />
      {state.phase === 'failed' ? (
        <ErrorPanel
          message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
          onRetry={retry}
        />
      ) : state.phase !== 'ready' ? (
        <ListSkeleton rows={5} />
      ) : state.value.list.length === 0 ? (
        <EmptyState icon={<PointsIcon />} testId="pm-lines-empty">
          {t(filter === 'ALL' ? 'pm_lines_empty' : 'pm_lines_empty_type')}
        </EmptyState>
      ) : (
        <>
          <ul className="pm-rows" aria-busy={refreshing || undefined}>
            {state.value.list.map((line) => (
              <LineRow key={line.id} line={line} />
            ))}
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

function LineRow({ line }: { line: PointLine }) {
  const { t, i18n } = useTranslation();
  const money = useUnbrokenMoney();
  const direction = moveDirection(line);
  return (
    <li className="pm-row pm-row--line" data-testid="pm-line" data-type={line.type} data-status={line.status}>
      <span className={`pm-row__icon pm-row__icon--${direction}`} aria-hidden="true">
        <PointsIcon />
      </span>
      <div className="pm-row__main">
        <p className="pm-row__title">
          <span data-testid="pm-line-type">{t(`pm_move_${line.type.toLowerCase()}`)}</span>
          {line.status !== 'DONE' && (
            <span className={`promo-state promo-state--${statusTone(line.status)}`}>
              {t(`pm_status_${line.status.toLowerCase()}`)}
            </span>
          )}
        </p>
        {line.remark && (
          <p className="pm-row__detail" data-testid="pm-line-remark">
            {line.remark}
          </p>
        )}
        {line.amount !== null && (
          <p className="pm-row__detail" data-testid="pm-line-cash">
            {line.ratio
              ? t('pm_line_cash_ratio', { amount: money(line.amount), ratio: line.ratio })
              : t('pm_line_cash', { amount: money(line.amount) })}
          </p>
        )}
        <p className="pm-row__meta">{formatDateTime(new Date(line.createdAt), i18n.language)}</p>
      </div>
      <div className="pm-row__side">
        <span className={`pm-row__points pm-row__points--${direction}`} data-testid="pm-line-points">
          {signedPoints(line.points)}
        </span>
        <span className="pm-row__balance" data-testid="pm-line-balance">
          {t('pm_line_balance', { points: formatCount(line.balance) })}
        </span>
      </div>
    </li>
  );
}
