import { type BetTotals, type GameCategory, PROFIT_PERIODS } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/error-panel';
import { ChartIcon } from '../../components/icons';
import { EmptyState, ListSkeleton } from '../../components/list-states';
import { isApiError } from '../../lib/api/api-error';
import { useLoad } from '../../lib/async/use-load';
import { useSite } from '../site/use-site';
import { formatAmount, formatSignedAmount } from '../wallet/balance-format';
import { RefreshIcon } from '../wallet/components/wallet-icons';
import { fetchProfitAndLoss } from './api/get-profit-and-loss';
import { DateRangeFields } from './components/date-range-fields';
import { PeriodChips } from './components/period-chips';
import { ProfitLinesTable } from './components/profit-lines-table';
import { type ProfitPeriod, profitProblem, profitQuery } from './profit-period';
import { categoryKey } from './record-labels';
import { type DayRange, quickRange } from './record-periods';

/**
 * personalProfit, profit and loss (spec §2.3): settled rounds summed per game category for today,
 * yesterday, the last 7 or 30 days or custom days, with a totals row.
 */
export function ProfitPage() {
  const { t } = useTranslation();
  const { brand } = useSite().info;
  const [period, setPeriod] = useState<ProfitPeriod>('today');
  const [custom, setCustom] = useState<DayRange>(() => quickRange('week', new Date()));
  const problem = profitProblem(period, custom);
  const query = profitQuery(period, custom);
  const { state, retry } = useLoad(problem ? null : JSON.stringify(query), (signal) =>
    fetchProfitAndLoss(query, signal),
  );
  const busy = state.phase === 'loading';

  return (
    <div className="history profit" data-testid="profit-page">
      <div className="profit__bar">
        <PeriodChips options={PROFIT_PERIODS} active={period} onChange={setPeriod} />
        <button
          type="button"
          className={`icon-button history__reload ${busy ? 'is-spinning' : ''}`}
          onClick={retry}
          disabled={busy || problem !== null}
          aria-label={t('records_refresh')}
          title={t('records_refresh')}
          data-testid="profit-reload"
        >
          <RefreshIcon />
        </button>
      </div>
      {period === 'custom' && (
        <div className="profit__custom">
          <DateRangeFields range={custom} invalid={problem !== null} onChange={setCustom} />
        </div>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {t(problem)}
        </p>
      )}

      {!problem && busy && <ListSkeleton rows={4} />}
      {!problem && state.phase === 'failed' && (
        <ErrorPanel
          message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
          onRetry={retry}
        />
      )}
      {!problem && state.phase === 'ready' && (
        <>
          <p className="profit__range" data-testid="profit-range">
            {state.value.from === state.value.to
              ? state.value.from
              : t('records_range', { from: state.value.from, to: state.value.to })}
          </p>
          {state.value.rows.length === 0 ? (
            <EmptyState icon={<ChartIcon />} testId="profit-empty">
              {t('records_profit_empty')}
            </EmptyState>
          ) : (
            <ProfitTable rows={state.value.rows} totals={state.value.totals} scale={brand.currencyScale} />
          )}
        </>
      )}
    </div>
  );
}

function ProfitTable({
  rows,
  totals,
  scale,
}: {
  rows: (BetTotals & { gameType: GameCategory })[];
  totals: BetTotals;
  scale: number;
}) {
  const { t } = useTranslation();
  return (
    <ProfitLinesTable
      testId="profit-table"
      firstColumn={t('records_game_type')}
      columns={[
        { label: t('records_col_rounds'), value: (line: BetTotals) => String(line.rounds) },
        { label: t('records_col_stake'), value: (line) => formatAmount(line.stake, scale) },
        { label: t('records_col_valid_bet'), value: (line) => formatAmount(line.validBet, scale) },
        { label: t('records_col_payout'), value: (line) => formatAmount(line.payout, scale) },
        {
          label: t('records_col_profit'),
          value: (line) => formatSignedAmount(line.profit, scale),
          profit: true,
        },
      ]}
      rows={rows}
      rowKey={(row) => row.gameType}
      rowHead={(row) => t(categoryKey(row.gameType))}
      rowTestId="profit-row"
      totals={totals}
      totalsTestId="profit-totals"
    />
  );
}
