import type { ContractType } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/list-states';
import { LoadStates } from '../../../components/load-states';
import { Pager } from '../../../components/pager';
import { Tabs } from '../../../components/tabs';
import { useLoad } from '../../../lib/async/use-load';
import { TEAM_PAGE_SIZE } from '../../agents/team-query';
import { RefreshIcon } from '../../wallet/components/wallet-icons';
import { pageCount } from '../../wallet/record-filters';
import { fetchBills } from '../api/get-bills';
import { typeKey } from '../contract-labels';
import { useMoney } from '../use-money';
import { BillRows, type BillSide } from './bill-rows';
import { ContractTypeIcon } from './contract-type-icon';

/**
 * The bills of one contract type (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): those paid to the agent, or with the toggle those the agent paid to their
 * downlines; newest first, 20 a page, with the paid total of the whole list.
 */
export function BillList({ type }: { type: ContractType }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [side, setSide] = useState<BillSide>('received');
  const [pageNo, setPageNo] = useState(1);
  const query = { direction: side, type, pageNo, pageSize: TEAM_PAGE_SIZE };
  const { state, retry } = useLoad(JSON.stringify(query), (signal) => fetchBills(query, signal));
  const sides: { key: BillSide; label: string }[] = [
    { key: 'received', label: t('ct_bills_received') },
    { key: 'paid', label: t('ct_bills_paid') },
  ];
  const busy = state.phase === 'loading';

  return (
    <div className="agent-page" data-testid="bills" data-type={type}>
      <div className="agent-page__bar ct-bills-bar">
        <Tabs
          items={sides}
          active={side}
          onChange={(next) => {
            setSide(next);
            setPageNo(1);
          }}
          label={t('ct_bills_side')}
        />
        <button
          type="button"
          className={`icon-button history__reload ${busy ? 'is-spinning' : ''}`}
          onClick={retry}
          disabled={busy}
          aria-label={t('records_refresh')}
          title={t('records_refresh')}
        >
          <RefreshIcon />
        </button>
      </div>
      <LoadStates state={state} retry={retry}>
        {(page) => {
          const pages = pageCount(page.total, TEAM_PAGE_SIZE);
          return page.list.length === 0 ? (
            <EmptyState icon={<ContractTypeIcon type={type} />} testId="bills-empty">
              {t(side === 'received' ? 'ct_bills_empty_received' : 'ct_bills_empty_paid', {
                type: t(typeKey(type)),
              })}
            </EmptyState>
          ) : (
            <>
              <p className="ct-total" data-testid="bills-total">
                {t(side === 'received' ? 'ct_total_received' : 'ct_total_paid')}
                <strong>{money(page.paidTotal)}</strong>
              </p>
              <BillRows bills={page.list} side={side} />
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
