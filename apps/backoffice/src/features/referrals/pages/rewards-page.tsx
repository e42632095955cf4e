import { approveReferralReward, type StaffReferralReward } from '@tessera/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUse } from '../../../app/access';
import { ConfirmDialog, ReasonDialog } from '../../../components/action-dialogs';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { FilterBar, PageHeader, Segmented } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { showToast } from '../../../components/toast';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { RowActions } from '../../points/components/row-actions';
import { useConsoleFacts } from '../../points/use-console-facts';
import { fetchReferralRewards } from '../api/get-referral-rewards';
import { postApproveReferralReward } from '../api/post-approve-referral-reward';
import { postRejectReferralReward } from '../api/post-reject-referral-reward';
import { ReferralTabs } from '../components/referral-tabs';
import { FlagList, MemberCell, RewardFacts } from '../components/reward-facts';
import { REWARD_TONES, STATE_VIEWS, type StateView, undecided, withDecisions } from '../referral-rewards';

const PAGE_SIZE = 20;
const SPEC = { filters: { state: STATE_VIEWS, q: /^[^\n]{1,64}$/u } };
const col = columnHelper<StaffReferralReward>();

type Pending = { kind: 'pay' | 'refuse'; reward: StaffReferralReward } | null;

/**
 * `/referrals`: the rewards members earned by inviting friends, those the abuse guards held first
 * (oldest first), by state and by referrer or friend. Finance pays a held one or refuses it with a
 * reason; the row shows the decision at once. Other roles read.
 */
export function ReferralRewardsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { currency, scale, role } = useConsoleFacts();
  const mayDecide = canUse(approveReferralReward, role);
  const { query, key, setFilter, setPage } = useListQuery(SPEC);
  const state = query.filters.state as StateView;
  const list = useRemote(
    (signal) =>
      fetchReferralRewards(
        {
          state: state || undefined,
          q: query.filters.q || undefined,
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    key,
  );
  // Decisions made on this page since it loaded, shown in place until the list is asked again.
  const [decided, setDecided] = useState<ReadonlyMap<string, StaffReferralReward>>(new Map());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view or a fresh answer starts clean.
  useEffect(() => setDecided(new Map()), [key, list.data]);
  const rows = useMemo(() => withDecisions(list.data?.list, decided), [list.data, decided]);
  const [pending, setPending] = useState<Pending>(null);
  // The server's answer to a decision: the reward as it now stands.
  const answer = useRef<StaffReferralReward | null>(null);

  const columns = useMemo<Column<StaffReferralReward>[]>(() => {
    const money = (value: number) => formatMoney(value, currency, lang, scale);
    return [
      col.display({
        id: 'referrer',
        header: t('referrals.rewards.referrer'),
        cell: ({ row }) => (
          <MemberCell id={row.original.referrerId} name={row.original.referrer} testId="referrer" />
        ),
      }),
      col.display({
        id: 'friend',
        header: t('referrals.rewards.friend'),
        cell: ({ row }) => (
          <MemberCell id={row.original.friendId} name={row.original.friend} testId="friend" />
        ),
      }),
      col.display({
        id: 'stage',
        header: t('referrals.rewards.stage'),
        cell: ({ row }) => (
          <span data-testid="reward-stage" data-value={row.original.stage}>
            {t(`referrals.stages.${row.original.stage}`)}
          </span>
        ),
      }),
      col.display({
        id: 'amount',
        header: t('common.amount'),
        cell: ({ row }) => (
          <span className="num" data-testid="reward-amount">
            {money(row.original.amount)}
          </span>
        ),
      }),
      col.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => {
          const r = row.original;
          const decided = r.decidedAt || r.decidedBy || r.reason;
          return (
            <span className="stack referral-state">
              <Badge value={r.state} label={t(`referrals.states.${r.state}`)} tone={REWARD_TONES[r.state]} />
              {decided && (
                <span className="stack small" data-testid="decision">
                  {r.reason && <span className="clamp">{r.reason}</span>}
                  <span className="muted">
                    {r.decidedBy
                      ? t('referrals.rewards.decidedBy', {
                          staff: r.decidedBy,
                          at: formatDateTime(r.decidedAt, lang),
                        })
                      : formatDateTime(r.decidedAt, lang)}
                  </span>
                </span>
              )}
            </span>
          );
        },
      }),
      col.display({
        id: 'flags',
        header: t('referrals.rewards.flags'),
        cell: ({ row }) => (
          <span className="stack">
            <FlagList flags={row.original.flags} />
            {row.original.friendIp && (
              <span className="muted small" title={t('referrals.rewards.friendIp')} data-testid="friend-ip">
                {t('referrals.rewards.ipLine')} <span className="mono">{row.original.friendIp}</span>
              </span>
            )}
          </span>
        ),
      }),
      col.display({
        id: 'created',
        header: t('referrals.rewards.createdAt'),
        cell: ({ row }) => formatDateTime(row.original.createdAt, lang),
      }),
      ...(mayDecide
        ? [
            col.display({
              id: 'actions',
              header: '',
              cell: ({ row }) =>
                undecided(row.original) ? (
                  <RowActions
                    actions={[
                      {
                        label: t('referrals.rewards.pay'),
                        onClick: () => setPending({ kind: 'pay', reward: row.original }),
                        testId: 'pay',
                        primary: true,
                      },
                      {
                        label: t('referrals.rewards.refuse'),
                        onClick: () => setPending({ kind: 'refuse', reward: row.original }),
                        testId: 'refuse',
                      },
                    ]}
                  />
                ) : null,
            }),
          ]
        : []),
    ];
  }, [t, lang, mayDecide, currency, scale]);

  const decide = (call: Promise<StaffReferralReward>) =>
    call.then((reward) => {
      answer.current = reward;
    });
  const done = (message: (reward: StaffReferralReward) => string) => () => {
    const reward = answer.current;
    answer.current = null;
    setPending(null);
    if (!reward) return;
    setDecided((before) => new Map(before).set(reward.id, reward));
    showToast(message(reward));
  };
  const searched = query.filters.q;
  const queue = state === 'HELD';
  const facts = (reward: StaffReferralReward) => (
    <RewardFacts reward={reward} currency={currency} scale={scale} />
  );

  return (
    <div className="referrals-page" data-testid="referral-rewards-page">
      <PageHeader title={t('nav.referrals')} subtitle={t('referrals.rewards.subtitle')} />
      <ReferralTabs />
      <FilterBar>
        <Segmented
          label={t('common.state')}
          value={state}
          options={STATE_VIEWS.map((value) => ({
            value,
            label: value ? t(`referrals.states.${value}`) : t('common.all'),
          }))}
          onChange={(value) => setFilter('state', value)}
          testId="reward-state"
        />
        <SearchBox
          value={query.filters.q}
          onSearch={(q) => setFilter('q', q)}
          label={t('referrals.rewards.searchLabel')}
          placeholder={t('referrals.rewards.searchPlaceholder')}
          submitLabel={t('referrals.rewards.search')}
          maxLength={64}
          testId="reward-search"
          className="referrals-search"
        />
      </FilterBar>
      {!mayDecide && <p className="form-note">{t('referrals.rewards.readOnly')}</p>}
      <DataTable
        testId="referral-rewards-table"
        columns={columns}
        rows={rows}
        rowId={(row) => row.id}
        rowClass={(row) => (decided.has(row.id) ? 'is-decided' : undefined)}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={
          searched
            ? t('referrals.rewards.noMatch')
            : queue
              ? t('referrals.rewards.emptyQueue')
              : t('common.emptyTitle')
        }
        emptyText={
          searched
            ? t('referrals.rewards.noMatchText', { q: searched })
            : queue
              ? t('referrals.rewards.emptyQueueText')
              : t('common.emptyText')
        }
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
      {pending?.kind === 'pay' && (
        <ConfirmDialog
          title={t('referrals.rewards.payTitle', {
            amount: formatMoney(pending.reward.amount, currency, lang, scale),
            member: pending.reward.referrer,
          })}
          submitLabel={t('referrals.rewards.pay')}
          onConfirm={() => decide(postApproveReferralReward(pending.reward.id))}
          onDone={done((reward) =>
            t('referrals.rewards.paid', {
              amount: formatMoney(reward.amount, currency, lang, scale),
              member: reward.referrer,
            }),
          )}
          onClose={() => setPending(null)}
        >
          {facts(pending.reward)}
          <p className="form-note">{t('referrals.rewards.payNote')}</p>
        </ConfirmDialog>
      )}
      {pending?.kind === 'refuse' && (
        <ReasonDialog
          title={t('referrals.rewards.refuseTitle', { member: pending.reward.referrer })}
          submitLabel={t('referrals.rewards.refuse')}
          minLength={2}
          maxLength={200}
          testId="refuse-dialog"
          onConfirm={(reason) => decide(postRejectReferralReward(pending.reward.id, reason))}
          onDone={done((reward) => t('referrals.rewards.refused', { member: reward.referrer }))}
          onClose={() => setPending(null)}
        >
          {facts(pending.reward)}
          <p className="form-note">{t('referrals.rewards.refuseNote')}</p>
        </ReasonDialog>
      )}
    </div>
  );
}
