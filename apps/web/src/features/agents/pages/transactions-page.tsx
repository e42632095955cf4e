import { type getTeamTransactions, TEAM_TRANSACTION_KINDS, type ValueOf } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/list-states';
import { LoadStates } from '../../../components/load-states';
import { Pager } from '../../../components/pager';
import { Tabs } from '../../../components/tabs';
import { useSite } from '../../site/use-site';
import { formatSignedAmount } from '../../wallet/balance-format';
import { SwapIcon } from '../../wallet/components/wallet-icons';
import { formatRecordTime, pageCount } from '../../wallet/record-filters';
import { fetchTeamTransactions } from '../api/get-team-transactions';
import { AnsweredDays } from '../components/answered-days';
import { ReportBar } from '../components/report-bar';
import { TEAM_PAGE_SIZE } from '../team-query';
import { transactionKindKey, transactionSign, transactionStatusKey } from '../transaction-labels';
import { useTeamReport } from '../use-team-report';

type Transactions = ValueOf<typeof getTeamTransactions>;
type Kind = (typeof TEAM_TRANSACTION_KINDS)[number];

/**
 * agentDownlineTransactionDetailsCopy (spec §2.4): the team's deposits, withdrawals or transfers
 * (a tab each) by member and period, newest first, 20 a page.
 */
export function TransactionsPage() {
  const { t } = useTranslation();
  const { currencyScale: scale } = useSite().info.brand;
  const report = useTeamReport<{ kind: Kind }, Transactions>({ kind: 'DEPOSIT' }, fetchTeamTransactions);
  const tabs = TEAM_TRANSACTION_KINDS.map((kind) => ({
    key: kind,
    label: t(transactionKindKey(kind, true)),
  }));
  return (
    <div className="agent-page" data-testid="team-transactions">
      <Tabs
        items={tabs}
        active={report.extra.kind}
        onChange={(kind) => report.setExtra({ kind })}
        label={t('agent_tx_kind')}
      />
      <ReportBar report={report} />
      <LoadStates state={report.state} retry={report.retry}>
        {(page) => {
          const pages = pageCount(page.total, TEAM_PAGE_SIZE);
          return (
            <>
              <AnsweredDays from={page.from} to={page.to} />
              {page.list.length === 0 ? (
                <EmptyState icon={<SwapIcon />} testId="transactions-empty">
                  {t('agent_tx_empty')}
                </EmptyState>
              ) : (
                <>
                  <ul className="records__list team-transactions" data-testid="transaction-rows">
                    {page.list.map((row) => {
                      const sign = transactionSign(row.kind, row.amount);
                      return (
                        <li
                          key={row.id}
                          className="record-row record-row--static team-transaction"
                          data-testid="transaction-row"
                          data-kind={row.kind}
                        >
                          <span className="record-row__time">{formatRecordTime(row.createdAt)}</span>
                          <span className="record-row__type">
                            <span className="record-row__account">{row.account}</span>
                            {t(transactionKindKey(row.kind, false))}
                            <span className="record-row__wallet">
                              {[
                                row.detail,
                                t(transactionStatusKey(row.kind, row.status), { defaultValue: row.status }),
                              ]
                                .filter(Boolean)
                                .join(' · ')}
                            </span>
                          </span>
                          <span
                            className={`record-row__amount records__num ${sign > 0 ? 'is-in' : sign < 0 ? 'is-out' : ''}`}
                          >
                            {formatSignedAmount(sign * Math.abs(row.amount), scale)}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
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
