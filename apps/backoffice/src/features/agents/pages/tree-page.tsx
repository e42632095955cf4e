import { type getAgentTreeStaff, offerContractStaff, type ValueOf } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { canUse } from '../../../app/access';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { showToast } from '../../../components/toast';
import { formatCount } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { MemberMarks, MemberStatus } from '../../members/components/member-marks';
import { sessionStore } from '../../session/session-store';
import { fetchAgentTree } from '../api/get-agent-tree';
import { AgentsTabs } from '../components/agents-tabs';
import { ContractDialog } from '../components/contract-dialog';
import { ContractMarks } from '../components/contract-marks';
import { TreeSearch } from '../components/tree-search';
import { treeSearchQuery } from '../tree-search-query';

type Node = ValueOf<typeof getAgentTreeStaff>['list'][number];
type Level = ValueOf<typeof getAgentTreeStaff>['path'];

const PAGE_SIZE = 20;
/**
 * The member whose direct downlines are shown (none: the top agents), or a search term (the tree
 * opens at the member it names), and the page.
 */
const SPEC = { filters: { parent: /^[1-9]\d{0,9}$/u, find: /^[^\n]{1,64}$/u } };
const col = columnHelper<Node>();

/**
 * The agent tree, one level at a time: the top agents, then anyone's direct downlines, with a
 * breadcrumb up; or the member a search finds, under the breadcrumb of their uplines.
 */
export function AgentTreePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const role = useStore(sessionStore)?.role;
  const { query, key, setFilters, setPage } = useListQuery(SPEC);
  const { parent, find } = query.filters;
  const tree = useRemote(
    (signal) =>
      fetchAgentTree(
        {
          ...(find ? treeSearchQuery(find) : parent ? { parentId: Number(parent) } : {}),
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    key,
  );
  const found = find ? tree.data?.list[0] : undefined;
  // Offering a house contract: only to top agents (the house pays), and for roles that may.
  const atTop = !parent && !find;
  const mayOffer = atTop && canUse(offerContractStaff, role);
  const [offerTo, setOfferTo] = useState<Node | null>(null);

  const columns = useMemo<Column<Node>[]>(
    () => [
      col.display({
        id: 'account',
        header: t('agents.account'),
        cell: ({ row }) => (
          <span className="stack">
            <Link className="link" to={`/members/${row.original.memberId}`} data-testid="member-link">
              {row.original.account}
            </Link>
            <span className="muted">#{row.original.memberId}</span>
          </span>
        ),
      }),
      col.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => (
          <span className="marks">
            <MemberStatus status={row.original.status} />
            <MemberMarks member={{ isAgent: row.original.isAgent, isTrial: false }} />
          </span>
        ),
      }),
      col.display({
        id: 'direct',
        header: t('agents.directCount'),
        cell: ({ row }) => <span className="num">{formatCount(row.original.directCount, lang)}</span>,
      }),
      col.display({
        id: 'team',
        header: t('agents.teamSize'),
        cell: ({ row }) => <span className="num">{formatCount(row.original.teamSize, lang)}</span>,
      }),
      col.display({
        id: 'contracts',
        header: t('agents.inForce'),
        cell: ({ row }) => <ContractMarks types={row.original.contracts} />,
      }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) => {
          const node = row.original;
          return (
            <div className="row-actions">
              {node.directCount > 0 && (
                <Link
                  className="btn btn--small"
                  to={`/agents/tree?parent=${node.memberId}`}
                  data-testid="drill-down"
                >
                  {t('agents.downlines', { n: formatCount(node.directCount, lang) })}
                </Link>
              )}
              {node.isAgent && (
                <Link
                  className="btn btn--small"
                  to={`/agents/${node.memberId}/report`}
                  data-testid="agent-report"
                >
                  {t('agents.report.link')}
                </Link>
              )}
              {node.isAgent && (
                <Link
                  className="btn btn--small"
                  to={`/agents/contracts?account=${encodeURIComponent(node.account)}`}
                  data-testid="agent-contracts"
                >
                  {t('agents.tabs.contracts')}
                </Link>
              )}
              {mayOffer && node.isAgent && (
                <button
                  type="button"
                  className="btn btn--small btn--primary"
                  onClick={() => setOfferTo(node)}
                  data-testid="offer-contract"
                >
                  {t('agents.offerHouse')}
                </button>
              )}
            </div>
          );
        },
      }),
    ],
    [t, lang, mayOffer],
  );

  const path: Level = tree.data?.path ?? [];
  const here = path.at(-1);

  return (
    <>
      <PageHeader title={t('nav.agents')} subtitle={t('agents.treeSubtitle')} />
      <AgentsTabs />
      <TreeSearch term={find} onSearch={(term) => setFilters({ find: term, parent: '' })} />
      <nav className="crumbs" aria-label={t('agents.breadcrumb')} data-testid="tree-crumbs">
        <ol>
          <li>
            {atTop ? (
              <span aria-current="page">{t('agents.topAgents')}</span>
            ) : (
              <Link to="/agents/tree" data-testid="crumb-top">
                {t('agents.topAgents')}
              </Link>
            )}
          </li>
          {path.map((level, index) => (
            <li key={level.memberId}>
              {index === path.length - 1 && !find ? (
                <span aria-current="page" data-testid="crumb-current">
                  {level.account}
                </span>
              ) : (
                <Link to={`/agents/tree?parent=${level.memberId}`} data-testid="crumb">
                  {level.account}
                </Link>
              )}
            </li>
          ))}
          {found && (
            <li>
              <span aria-current="page" data-testid="crumb-found">
                {found.account}
              </span>
            </li>
          )}
        </ol>
      </nav>
      <DataTable
        testId="tree-table"
        columns={columns}
        rows={tree.data?.list ?? null}
        rowId={(node) => String(node.memberId)}
        loading={tree.status === 'loading'}
        error={tree.status === 'error' ? tree.error : null}
        onRetry={tree.reload}
        onRowClick={(node) => node.directCount > 0 && setFilters({ parent: String(node.memberId), find: '' })}
        emptyTitle={
          find ? t('agents.treeNoMatch') : atTop ? t('agents.noTopAgents') : t('agents.noDownlines')
        }
        emptyText={
          find
            ? t('agents.treeNoMatchText', { term: find })
            : here
              ? t('agents.noDownlinesText', { account: here.account })
              : undefined
        }
        footer={
          tree.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={tree.data.total} onPage={setPage} />
          )
        }
      />
      {offerTo && (
        <ContractDialog
          agent={{ memberId: offerTo.memberId, account: offerTo.account }}
          onClose={() => setOfferTo(null)}
          onDone={(contract) => {
            setOfferTo(null);
            showToast(t('agents.offered', { account: contract.member }));
            navigate(`/agents/contracts?account=${encodeURIComponent(contract.member)}`);
          }}
        />
      )}
    </>
  );
}
