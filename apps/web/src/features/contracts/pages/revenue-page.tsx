import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/list-states';
import { LoadStates } from '../../../components/load-states';
import { Pager } from '../../../components/pager';
import { formatCount } from '../../../i18n/numbers';
import { useLoad } from '../../../lib/async/use-load';
import { FigureTiles } from '../../agents/components/figure-tiles';
import { CoinsIcon } from '../../member-centre/member-centre-icons';
import { DateRangeFields } from '../../records/components/date-range-fields';
import { PeriodChips } from '../../records/components/period-chips';
import {
  type DayRange,
  periodProblem,
  QUICK_RANGES,
  quickRange,
  quickRangeOf,
} from '../../records/record-periods';
import { useSite } from '../../site/use-site';
import { pageCount } from '../../wallet/record-filters';
import { fetchBills } from '../api/get-bills';
import { BillRows } from '../components/bill-rows';
import { typeKey } from '../contract-labels';
import { REVENUE_LIST_SIZE, revenueQueries, revenueTotals } from '../revenue-query';
import { useMoney } from '../use-money';

/**
 * agentRevenueReport (spec §2.4): the agent's own income over chosen days: what each contract type
 * paid them (the server's paid total of each, four calls of one row) and their sum, then the latest
 * bills of every type, 20 a page.
 */
export function RevenuePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const scale = useSite().info.brand.currencyScale;
  const [range, setRangeState] = useState<DayRange>(() => quickRange('month', new Date()));
  const [pageNo, setPageNo] = useState(1);
  const problem = periodProblem(range);
  const queries = revenueQueries(range, pageNo);
  const totals = useLoad(problem ? null : JSON.stringify(queries.totals), (signal) =>
    Promise.all(queries.totals.map((query) => fetchBills(query, signal))).then((answers) =>
      revenueTotals(answers, scale),
    ),
  );
  const latest = useLoad(problem ? null : JSON.stringify(queries.latest), (signal) =>
    fetchBills(queries.latest, signal),
  );
  const setRange = (next: DayRange) => {
    setRangeState(next);
    setPageNo(1);
  };

  return (
    <div className="agent-page" data-testid="revenue">
      <div className="agent-period">
        <PeriodChips
          options={QUICK_RANGES}
          active={quickRangeOf(range, new Date())}
          onChange={(kind) => setRange(quickRange(kind, new Date()))}
        />
        <div className="agent-period__custom">
          <DateRangeFields range={range} invalid={problem !== null} onChange={setRange} />
        </div>
        {problem && (
          <p className="field__error" role="alert">
            {t(problem)}
          </p>
        )}
      </div>
      <LoadStates state={totals.state} retry={totals.retry} rows={2}>
        {(value) => (
          <>
            <p className="ct-total" data-testid="revenue-total">
              {t('ct_revenue_total')}
              <strong className={value.paid > 0 ? 'is-in' : ''}>{money(value.paid)}</strong>
            </p>
            <FigureTiles
              label={t('ct_revenue_totals')}
              tiles={value.byType.map((row) => ({
                key: `revenue-${row.type}`,
                label: t(typeKey(row.type)),
                value: money(row.paid),
                note: t('ct_revenue_bills', { shown: formatCount(row.bills) }),
              }))}
            />
          </>
        )}
      </LoadStates>
      <h4 className="agent-card__title">{t('ct_revenue_latest')}</h4>
      <LoadStates state={latest.state} retry={latest.retry} rows={4}>
        {(page) => {
          const pages = pageCount(page.total, REVENUE_LIST_SIZE);
          return page.list.length === 0 ? (
            <EmptyState icon={<CoinsIcon />} testId="revenue-empty">
              {t('ct_revenue_empty')}
            </EmptyState>
          ) : (
            <>
              <BillRows bills={page.list} side="received" showType />
              <Pager
                page={pageNo}
                pages={pages}
                onChange={setPageNo}
                text={t('agent_page_of', { page: pageNo, pages, total: page.total })}
              />
            </>
          );
        }}
      </LoadStates>
    </div>
  );
}
