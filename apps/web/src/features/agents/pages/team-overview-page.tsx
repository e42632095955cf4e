import type { getAgentOverview, ValueOf } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStates } from '../../../components/load-states';
import { formatCount } from '../../../i18n/numbers';
import { useLoad } from '../../../lib/async/use-load';
import { profitTone } from '../../records/record-labels';
import { useSite } from '../../site/use-site';
import { formatAmount, formatSignedAmount } from '../../wallet/balance-format';
import { RefreshIcon } from '../../wallet/components/wallet-icons';
import { defaultPeriodChoice, periodChoiceProblem, periodQuery } from '../agent-periods';
import { fetchAgentOverview } from '../api/get-agent-overview';
import { AnsweredDays } from '../components/answered-days';
import { DayChart } from '../components/day-chart';
import { type FigureTile, FigureTiles } from '../components/figure-tiles';
import { PeriodFilter } from '../components/period-filter';

type Overview = ValueOf<typeof getAgentOverview>;

/**
 * agentTeamOverview (spec §2.4): the team's size now, and for a period its new, active and first-
 * deposit members, deposits, withdrawals, valid bet and P&L, with a chart a figure per day.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(() => defaultPeriodChoice(new Date()));
  const problem = periodChoiceProblem(choice);
  const query = periodQuery(choice);
  const { state, retry } = useLoad(problem ? null : JSON.stringify(query), (signal) =>
    fetchAgentOverview(query, signal),
  );
  const busy = state.phase === 'loading';
  return (
    <div className="agent-page" data-testid="team-overview">
      <div className="agent-page__bar">
        <PeriodFilter choice={choice} onChange={setChoice} />
        <button
          type="button"
          className={`icon-button history__reload ${busy ? 'is-spinning' : ''}`}
          onClick={retry}
          disabled={busy || problem !== null}
          aria-label={t('records_refresh')}
          title={t('records_refresh')}
        >
          <RefreshIcon />
        </button>
      </div>
      <LoadStates state={state} retry={retry} rows={5}>
        {(overview) => <OverviewFigures overview={overview} />}
      </LoadStates>
    </div>
  );
}

function OverviewFigures({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  const { currencyScale: scale } = useSite().info.brand;
  const { totals } = overview;
  const money = (value: number) => formatAmount(value, scale);
  const tiles: FigureTile[] = [
    {
      key: 'team',
      label: t('agent_fig_team'),
      value: formatCount(overview.teamSize),
      note: t('agent_fig_direct', {
        members: formatCount(overview.directMembers),
        agents: formatCount(overview.directAgents),
      }),
    },
    { key: 'new', label: t('agent_fig_new'), value: formatCount(totals.newMembers) },
    { key: 'active', label: t('agent_fig_active'), value: formatCount(totals.activeMembers) },
    { key: 'first', label: t('agent_fig_first_deposits'), value: formatCount(totals.firstDeposits) },
    {
      key: 'deposits',
      label: t('agent_fig_deposits'),
      value: money(totals.deposits),
      note: t('agent_fig_count', { shown: formatCount(totals.depositCount) }),
    },
    {
      key: 'withdrawals',
      label: t('agent_fig_withdrawals'),
      value: money(totals.withdrawals),
      note: t('agent_fig_count', { shown: formatCount(totals.withdrawalCount) }),
    },
    { key: 'valid', label: t('records_col_valid_bet'), value: money(totals.validBet) },
    {
      key: 'profit',
      label: t('agent_fig_profit'),
      value: formatSignedAmount(totals.profit, scale),
      note: t('agent_fig_payout', { amount: money(totals.payout) }),
      tone: profitTone(totals.profit),
    },
  ];
  const days = overview.days.map((day) => day.day);
  const compact = (value: number) => formatAmount(value, 0);
  return (
    <>
      <AnsweredDays from={overview.from} to={overview.to} />
      <FigureTiles tiles={tiles} label={t('ac_page_team_overview')} />
      <div className="agent-charts">
        <DayChart
          title={t('agent_chart_valid_bet')}
          days={days}
          series={[
            {
              label: t('records_col_valid_bet'),
              values: overview.days.map((d) => d.validBet),
              colour: 'accent',
            },
          ]}
          format={compact}
          testId="chart-valid-bet"
        />
        <DayChart
          title={t('agent_chart_profit')}
          days={days}
          series={[
            { label: t('agent_fig_profit'), values: overview.days.map((d) => d.profit), colour: 'tone' },
          ]}
          format={compact}
          testId="chart-profit"
        />
        <DayChart
          title={t('agent_chart_money')}
          days={days}
          series={[
            {
              label: t('agent_fig_deposits'),
              values: overview.days.map((d) => d.deposits),
              colour: 'success',
            },
            {
              label: t('agent_fig_withdrawals'),
              values: overview.days.map((d) => d.withdrawals),
              colour: 'violet',
            },
          ]}
          format={compact}
          testId="chart-money"
        />
        <DayChart
          title={t('agent_chart_active')}
          days={days}
          series={[
            {
              label: t('agent_fig_active'),
              values: overview.days.map((d) => d.activeMembers),
              colour: 'violet',
            },
          ]}
          format={formatCount}
          testId="chart-active"
        />
      </div>
    </>
  );
}
