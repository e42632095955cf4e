import {
  CONTRACT_STATES,
  CONTRACT_TYPES,
  type ContractType,
  type listContractsStaff,
  offerContractStaff,
  suspendContractStaff,
  type ValueOf,
} from '@tessera/contracts';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canUse } from '../../../app/access';
import { ReasonDialog } from '../../../components/action-dialogs';
import { Badge, type Tone } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { Field, SelectFilter } from '../../../components/field';
import { Icon } from '../../../components/icon';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { showToast } from '../../../components/toast';
import { formatDateTime } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { sessionStore } from '../../session/session-store';
import { fetchContracts } from '../api/get-contracts';
import { putContractSuspension } from '../api/put-contract-suspension';
import { AgentsTabs } from '../components/agents-tabs';
import { BrakeNoteLine } from '../components/brake-note';
import { ContractDialog } from '../components/contract-dialog';
import { TierLines } from '../components/tier-lines';

type Contract = ValueOf<typeof listContractsStaff>['list'][number];

const PAGE_SIZE = 20;
export const ACCOUNT = /^[^\n]{1,64}$/u;
const SPEC = {
  filters: { account: ACCOUNT, type: ['', ...CONTRACT_TYPES], state: ['', ...CONTRACT_STATES] },
};
const col = columnHelper<Contract>();

/** Offered, in force, rejected, ended. */
export const CONTRACT_TONES: Record<Contract['state'], Tone> = {
  P: 'wait',
  V: 'good',
  R: 'bad',
  C: 'neutral',
};

/** How often a contract settles: its dividend period, or its salary's own cadence. */
export function periodKey(type: ContractType, period: Contract['period']): string {
  return type === 'DIVIDEND' && period ? `agents.periods.${period}` : `agents.cadence.${type}`;
}

/** Every contract of the brand: who holds it, who pays it, its tiers in words; suspend or lift one in force. */
export function ContractsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const role = useStore(sessionStore)?.role;
  const mayOffer = canUse(offerContractStaff, role);
  const maySuspend = canUse(suspendContractStaff, role);
  const { query, key, setFilter, setFilters, setPage } = useListQuery(SPEC);
  const f = query.filters;
  const [account, setAccount] = useState(f.account);
  useEffect(() => setAccount(f.account), [f.account]);
  const list = useRemote(
    (signal) =>
      fetchContracts(
        {
          ...(f.account ? { account: f.account } : {}),
          ...(f.type ? { type: f.type as ContractType } : {}),
          ...(f.state ? { state: f.state as Contract['state'] } : {}),
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    key,
  );
  const [suspending, setSuspending] = useState<Contract | null>(null);
  const [offering, setOffering] = useState(false);

  const columns = useMemo<Column<Contract>[]>(
    () => [
      col.display({
        id: 'holder',
        header: t('agents.holder'),
        cell: ({ row }) => (
          <span className="stack">
            <Link className="link" to={`/members/${row.original.memberId}`} data-testid="member-link">
              {row.original.member}
            </Link>
            <span className="muted">
              {row.original.upline
                ? t('agents.fromUpline', { upline: row.original.upline })
                : t('agents.fromHouse')}
            </span>
          </span>
        ),
      }),
      col.display({
        id: 'type',
        header: t('agents.type'),
        cell: ({ row }) => (
          <span className="stack">
            <span>{t(`agents.types.${row.original.type}`)}</span>
            <span className="muted">{t(periodKey(row.original.type, row.original.period))}</span>
          </span>
        ),
      }),
      col.display({
        id: 'tiers',
        header: t('agents.tiers'),
        cell: ({ row }) => <TierLines tiers={row.original.tiers} type={row.original.type} />,
      }),
      col.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => {
          const c = row.original;
          return (
            <span className="stack">
              <span className="marks">
                <Badge value={c.state} label={t(`agents.states.${c.state}`)} tone={CONTRACT_TONES[c.state]} />
                {c.suspended && (
                  <span className="mark mark--suspended" data-testid="mark-suspended">
                    {t('agents.suspended')}
                  </span>
                )}
              </span>
              {c.terminationRequestedBy && (
                <span className="muted">{t(`agents.terminationBy.${c.terminationRequestedBy}`)}</span>
              )}
              {c.endedReason && <span className="muted clamp">{c.endedReason}</span>}
              <BrakeNoteLine note={c.suspensionNote} kind={c.suspended ? 'suspended' : 'lifted'} />
            </span>
          );
        },
      }),
      col.display({
        id: 'dates',
        header: t('agents.dates'),
        cell: ({ row }) => {
          const c = row.original;
          return (
            <span className="stack small nowrap">
              <span>{t('agents.offeredAt', { time: formatDateTime(c.offeredAt, lang) })}</span>
              {c.decidedAt && (
                <span className="muted">
                  {t('agents.decidedAt', { time: formatDateTime(c.decidedAt, lang) })}
                </span>
              )}
              {c.endedAt && (
                <span className="muted">
                  {t('agents.endedAt', { time: formatDateTime(c.endedAt, lang) })}
                </span>
              )}
            </span>
          );
        },
      }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) => {
          const c = row.original;
          return (
            <div className="row-actions">
              <Link
                className="btn btn--small"
                to={`/agents/bills?account=${encodeURIComponent(c.member)}&type=${c.type}`}
                data-testid="contract-bills"
              >
                {t('agents.tabs.bills')}
              </Link>
              {maySuspend && (c.state === 'V' || c.suspended) && (
                <button
                  type="button"
                  className={c.suspended ? 'btn btn--small' : 'btn btn--small btn--danger-outline'}
                  onClick={() => setSuspending(c)}
                  data-testid={c.suspended ? 'lift-suspension' : 'suspend'}
                >
                  {c.suspended ? t('agents.lift') : t('agents.suspend')}
                </button>
              )}
            </div>
          );
        },
      }),
    ],
    [t, lang, maySuspend],
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter('account', account.trim());
  };
  const filtered = Boolean(f.account || f.type || f.state);

  return (
    <>
      <PageHeader
        title={t('nav.agents')}
        subtitle={t('agents.contractsSubtitle')}
        actions={
          mayOffer && (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => setOffering(true)}
              data-testid="new-contract"
            >
              <Icon name="plus" size={16} /> {t('agents.newHouse')}
            </button>
          )
        }
      />
      <AgentsTabs />
      <form className="filter-form agents-filter" onSubmit={search} data-testid="contract-filters">
        <Field label={t('agents.account')} className="filter-form__field">
          {(id) => (
            <input
              id={id}
              name="account"
              type="search"
              autoComplete="off"
              maxLength={64}
              value={account}
              onChange={(e) => setAccount(e.target.value)}
              placeholder={t('agents.accountPlaceholder')}
            />
          )}
        </Field>
        <SelectFilter
          label={t('agents.type')}
          name="type"
          value={f.type}
          allLabel={t('common.all')}
          options={CONTRACT_TYPES.map((type) => ({ value: type, label: t(`agents.types.${type}`) }))}
          onChange={(value) => setFilter('type', value)}
          testId="filter-type"
        />
        <SelectFilter
          label={t('common.state')}
          name="state"
          value={f.state}
          allLabel={t('common.all')}
          options={CONTRACT_STATES.map((state) => ({ value: state, label: t(`agents.states.${state}`) }))}
          onChange={(value) => setFilter('state', value)}
          testId="filter-state"
        />
        <div className="filter-form__buttons">
          <button type="submit" className="btn btn--primary" data-testid="contracts-search">
            {t('agents.search')}
          </button>
          {filtered && (
            <Link className="btn btn--ghost" to="/agents/contracts" data-testid="contracts-clear">
              {t('agents.clear')}
            </Link>
          )}
        </div>
      </form>
      <DataTable
        testId="contracts-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(c) => c.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={filtered ? t('common.emptyTitle') : t('agents.noContracts')}
        emptyText={filtered ? t('common.emptyText') : t('agents.noContractsText')}
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
      {suspending && (
        <ReasonDialog
          title={suspending.suspended ? t('agents.liftTitle') : t('agents.suspendTitle')}
          submitLabel={suspending.suspended ? t('agents.lift') : t('agents.suspend')}
          danger={!suspending.suspended}
          testId="suspend-dialog"
          onConfirm={(reason) => putContractSuspension(suspending.id, !suspending.suspended, reason)}
          onDone={() => {
            showToast(
              t(suspending.suspended ? 'agents.lifted' : 'agents.suspendedToast', {
                account: suspending.member,
              }),
            );
            setSuspending(null);
            list.reload();
          }}
          onClose={() => setSuspending(null)}
        >
          <p>
            {t(suspending.suspended ? 'agents.liftText' : 'agents.suspendText', {
              type: t(`agents.types.${suspending.type}`),
              account: suspending.member,
            })}
          </p>
        </ReasonDialog>
      )}
      {offering && (
        <ContractDialog
          onClose={() => setOffering(false)}
          onDone={(contract) => {
            setOffering(false);
            showToast(t('agents.offered', { account: contract.member }));
            // The new offer (state P) shows: the holder's contracts, any type and state, page 1.
            if (f.account !== contract.member || f.state || f.type)
              setFilters({ account: contract.member, type: '', state: '' });
            else if (query.page !== 1) setPage(1);
            else list.reload();
          }}
        />
      )}
    </>
  );
}
