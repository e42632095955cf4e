import type { getTeamStatements, ValueOf } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { ReceiptIcon } from '../../../components/icons';
import { EmptyState } from '../../../components/list-states';
import { LoadStates } from '../../../components/load-states';
import { Pager } from '../../../components/pager';
import { formatCount } from '../../../i18n/numbers';
import { ProfitLinesTable } from '../../records/components/profit-lines-table';
import { useSite } from '../../site/use-site';
import { formatAmount, formatSignedAmount } from '../../wallet/balance-format';
import { pageCount } from '../../wallet/record-filters';
import { fetchTeamStatements } from '../api/get-team-statements';
import { AnsweredDays } from '../components/answered-days';
import { ReportBar } from '../components/report-bar';
import { TEAM_PAGE_SIZE } from '../team-query';
import { useTeamReport } from '../use-team-report';

type Statements = ValueOf<typeof getTeamStatements>;
type Line = Statements['totals'];

/**
 * palStatementsAgentCopy (spec §2.4): each team member's deposits, withdrawals, valid bet, payout
 * and P&L over a period (members with activity, by valid bet), 20 a page, and the team's totals.
 */
export function StatementsPage() {
  const { t } = useTranslation();
  const report = useTeamReport<object, Statements>({}, fetchTeamStatements);
  return (
    <div className="agent-page" data-testid="statements">
      <ReportBar report={report} />
      <LoadStates state={report.state} retry={report.retry}>
        {(page) => {
          const pages = pageCount(page.total, TEAM_PAGE_SIZE);
          return (
            <>
              <AnsweredDays from={page.from} to={page.to} />
              {page.list.length === 0 ? (
                <EmptyState icon={<ReceiptIcon />} testId="statements-empty">
                  {t('agent_statements_empty')}
                </EmptyState>
              ) : (
                <>
                  <StatementTable statements={page} />
                  <Pager
                    page={report.pageNo}
                    pages={pages}
                    onChange={report.setPageNo}
                    text={t('agent_page_of', { page: report.pageNo, pages, total: page.total })}
                  />
                </>
              )}
            </>
          );
        }}
      </LoadStates>
    </div>
  );
}

function StatementTable({ statements }: { statements: Statements }) {
  const { t } = useTranslation();
  const { currencyScale: scale } = useSite().info.brand;
  const money = (value: number) => formatAmount(value, scale);
  return (
    <ProfitLinesTable
      testId="statement-table"
      className="statement-table"
      firstColumn={t('agent_col_member')}
      columns={[
        { label: t('agent_fig_deposits'), value: (line: Line) => money(line.deposits) },
        { label: t('agent_fig_withdrawals'), value: (line) => money(line.withdrawals) },
        { label: t('records_col_valid_bet'), value: (line) => money(line.validBet) },
        { label: t('records_col_payout'), value: (line) => money(line.payout) },
        {
          label: t('records_col_profit'),
          value: (line) => formatSignedAmount(line.profit, scale),
          profit: true,
        },
      ]}
      rows={statements.list}
      rowKey={(row) => row.account}
      rowData={(row) => ({ 'data-account': row.account })}
      rowHead={(row) => (
        <>
          <span className="statement-table__account">{row.account}</span>
          <span className="agent-tag">{t('tr_level', { level: row.level })}</span>
          {row.isAgent && <span className="agent-tag agent-tag--agent">{t('agent_kind_agent')}</span>}
          <span className="statement-table__counts">
            {t('agent_statement_counts', {
              deposits: formatCount(row.depositCount),
              withdrawals: formatCount(row.withdrawalCount),
            })}
          </span>
        </>
      )}
      rowTestId="statement-row"
      totals={statements.totals}
      totalsTestId="statement-totals"
    />
  );
}
