import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/list-states';
import { LoadStates } from '../../../components/load-states';
import { Pager } from '../../../components/pager';
import { Tabs } from '../../../components/tabs';
import { useLoad } from '../../../lib/async/use-load';
import { TEAM_PAGE_SIZE } from '../../agents/team-query';
import { pageCount } from '../../wallet/record-filters';
import { fetchContracts } from '../api/get-contracts';
import { ContractActions } from '../components/contract-actions';
import { ContractCard, type ContractSide } from '../components/contract-card';
import { ContractIcon } from '../components/contract-icons';

/**
 * agentContracts, "My contracts" (spec §2.4 "contract request screens", §4): the contracts the
 * agent holds, with accept, reject and ending, and those they offered to their direct downlines,
 * with "ask to end"; every state in words, newest first, 20 a page.
 */
export function ContractsPage() {
  const { t } = useTranslation();
  const [side, setSide] = useState<ContractSide>('received');
  const [pageNo, setPageNo] = useState(1);
  const query = { direction: side, pageNo, pageSize: TEAM_PAGE_SIZE };
  const { state, retry } = useLoad(JSON.stringify(query), (signal) => fetchContracts(query, signal));
  const sides: { key: ContractSide; label: string }[] = [
    { key: 'received', label: t('ct_side_received') },
    { key: 'offered', label: t('ct_side_offered') },
  ];

  return (
    <div className="agent-page" data-testid="contracts">
      <Tabs
        items={sides}
        active={side}
        onChange={(next) => {
          setSide(next);
          setPageNo(1);
        }}
        label={t('ct_sides')}
      />
      <p className="agent-page__lead">{t(side === 'received' ? 'ct_received_lead' : 'ct_offered_lead')}</p>
      <LoadStates state={state} retry={retry} rows={4}>
        {(page) => {
          const pages = pageCount(page.total, TEAM_PAGE_SIZE);
          return page.list.length === 0 ? (
            <EmptyState icon={<ContractIcon />} testId="contracts-empty">
              {t(side === 'received' ? 'ct_received_empty' : 'ct_offered_empty')}
            </EmptyState>
          ) : (
            <>
              <div className="ct-list" data-testid="contract-rows">
                {page.list.map((contract) => (
                  <ContractCard key={contract.id} contract={contract} side={side}>
                    <ContractActions contract={contract} side={side} onDone={retry} />
                  </ContractCard>
                ))}
              </div>
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
