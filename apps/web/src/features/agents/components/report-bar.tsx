import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../../wallet/components/wallet-icons';
import type { TeamReport } from '../use-team-report';
import { AccountSearch } from './account-search';
import { PeriodFilter } from './period-filter';

/** The filters of a team report: the period, the member, the page's own (`children`), and reload. */
export function ReportBar<X, T>({ report, children }: { report: TeamReport<X, T>; children?: ReactNode }) {
  const { t } = useTranslation();
  const busy = report.state.phase === 'loading';
  return (
    <div className="agent-report-bar">
      <PeriodFilter choice={report.choice} onChange={report.setChoice} />
      <div className="agent-report-bar__fields">
        <AccountSearch
          label={t('agent_member_filter')}
          placeholder={t('agent_member_filter_all')}
          value={report.account}
          onChange={report.setAccount}
        />
        {children}
        <button
          type="button"
          className={`icon-button history__reload ${busy ? 'is-spinning' : ''}`}
          onClick={report.retry}
          disabled={busy || report.problem !== null}
          aria-label={t('records_refresh')}
          title={t('records_refresh')}
        >
          <RefreshIcon />
        </button>
      </div>
    </div>
  );
}
