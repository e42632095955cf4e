import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UsersIcon } from '../../../components/icons';
import { EmptyState } from '../../../components/list-states';
import { LoadStates } from '../../../components/load-states';
import { Pager } from '../../../components/pager';
import { Tabs } from '../../../components/tabs';
import { useLoad } from '../../../lib/async/use-load';
import { OfferDialog } from '../../contracts/components/offer-dialog';
import { useDebouncedValue } from '../../games/use-debounced-value';
import { FLAGS } from '../../site/site-flags';
import { useSiteFlag } from '../../site/use-site';
import { pageCount } from '../../wallet/record-filters';
import { fetchDownlines } from '../api/get-downlines';
import { AccountSearch } from '../components/account-search';
import { DownlineBreadcrumb } from '../components/downline-breadcrumb';
import { DownlineRows } from '../components/downline-rows';
import {
  backTo,
  type DownlineScope,
  type DownlineView,
  downlineQuery,
  drillInto,
  topOfTeam,
} from '../downline-trail';
import { TEAM_PAGE_SIZE } from '../team-query';

/**
 * downlineManagmentView (spec §2.4): the agent's direct downlines or whole team, searched by the
 * start of a username, 20 a page; a downline with a team opens its own directs, and the breadcrumb
 * goes back up. A direct downline can be offered a contract (with the brand's agent policy on).
 */
export function DownlinesPage() {
  const { t } = useTranslation();
  const [view, setViewState] = useState<DownlineView>(() => topOfTeam());
  const [pageNo, setPageNo] = useState(1);
  const [offerTo, setOfferTo] = useState<string | null>(null);
  const contracts = useSiteFlag(FLAGS.agentPolicy);
  const prefix = useDebouncedValue(view.prefix);
  const query = downlineQuery({ ...view, prefix }, pageNo);
  const { state, retry } = useLoad(JSON.stringify(query), (signal) => fetchDownlines(query, signal));
  const setView = (next: DownlineView) => {
    setViewState(next);
    setPageNo(1);
  };
  const scopes: { key: DownlineScope; label: string }[] = [
    { key: 'direct', label: t('agent_scope_direct') },
    { key: 'all', label: t('agent_scope_all') },
  ];

  return (
    <div className="agent-page" data-testid="downlines">
      {view.trail.length === 0 ? (
        <Tabs
          items={scopes}
          active={view.scope}
          onChange={(scope) => setView({ ...view, scope })}
          label={t('agent_scope')}
        />
      ) : (
        <DownlineBreadcrumb trail={view.trail} onBack={(depth) => setView(backTo(view, depth))} />
      )}
      <AccountSearch
        label={t('agent_search_username')}
        value={view.prefix}
        onChange={(text) => setView({ ...view, prefix: text })}
        name="username"
      />
      <LoadStates state={state} retry={retry}>
        {(page) =>
          page.list.length === 0 ? (
            <EmptyState icon={<UsersIcon />} testId="downlines-empty">
              {prefix.trim() ? t('tr_downline_none', { text: prefix.trim() }) : t('agent_downlines_empty')}
            </EmptyState>
          ) : (
            <>
              <DownlineRows
                rows={page.list}
                onOpen={(account) => setView(drillInto(view, account))}
                onOffer={contracts && view.trail.length === 0 ? setOfferTo : undefined}
              />
              <Pager
                page={pageNo}
                pages={pageCount(page.total, TEAM_PAGE_SIZE)}
                onChange={setPageNo}
                text={t('agent_page_of', {
                  page: pageNo,
                  pages: pageCount(page.total, TEAM_PAGE_SIZE),
                  total: page.total,
                })}
              />
            </>
          )
        }
      </LoadStates>
      {offerTo && <OfferDialog account={offerTo} onClose={() => setOfferTo(null)} />}
    </div>
  );
}
