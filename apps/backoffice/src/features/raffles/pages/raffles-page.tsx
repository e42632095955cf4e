import { createRaffle, grantRaffleTickets, type StaffRaffle, updateRaffle } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { canUse } from '../../../app/access';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { Icon } from '../../../components/icon';
import { PageHeader } from '../../../components/page-header';
import { showToast } from '../../../components/toast';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format';
import { useRemote } from '../../../lib/hooks/use-remote';
import { CountCell, RowActions } from '../../points/components/row-actions';
import { inLanguage } from '../../points/point-item-form';
import { useConsoleFacts } from '../../points/use-console-facts';
import { fetchRaffles } from '../api/get-raffles';
import { GrantDialog } from '../components/grant-dialog';
import { RaffleTabs } from '../components/raffle-tabs';
import { formatPercent } from '../raffle-words';

const col = columnHelper<StaffRaffle>();

/**
 * `/raffles`: the brand's red envelopes, wheels and eggs in the order members see them, off ones
 * too: kind, window, prizes, what a ticket gives on average (the server's figure), tickets held and
 * given, draws and what they paid. Promotion writers add and change them; finance and admin give
 * tickets by hand; other promotion readers read.
 */
export function RafflesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const { currency, scale, role } = useConsoleFacts();
  const mayCreate = canUse(createRaffle, role);
  const mayEdit = canUse(updateRaffle, role);
  const mayGrant = canUse(grantRaffleTickets, role);
  const list = useRemote((signal) => fetchRaffles(signal), 'raffles');
  const [granting, setGranting] = useState<StaffRaffle | null>(null);
  const raffles = useMemo(
    () =>
      list.data
        ? [...list.data.list].sort((a, b) => a.sortOrder - b.sortOrder || Number(a.id) - Number(b.id))
        : null,
    [list.data],
  );
  const titleOf = (raffle: StaffRaffle) => inLanguage(raffle.title, lang) ?? `#${raffle.id}`;

  const columns = useMemo<Column<StaffRaffle>[]>(() => {
    const money = (value: number) => formatMoney(value, currency, lang, scale);
    const count = (value: number) => formatCount(value, lang);
    return [
      col.display({
        id: 'raffle',
        header: t('raffles.raffle'),
        cell: ({ row }) => (
          <span className="stack">
            <Link className="link" to={`/raffles/${row.original.id}`} data-testid="raffle-title">
              {inLanguage(row.original.title, lang) ?? `#${row.original.id}`}
            </Link>
            <span className="muted small">
              #{row.original.id} · {t(`raffles.kinds.${row.original.kind}`)}
            </span>
          </span>
        ),
      }),
      col.display({
        id: 'window',
        header: t('raffles.window'),
        cell: ({ row }) => (
          <span className="muted small nowrap">
            {row.original.endsAt
              ? t('raffles.windowRange', {
                  from: formatDateTime(row.original.startsAt, lang),
                  to: formatDateTime(row.original.endsAt, lang),
                })
              : t('raffles.windowOpen', { from: formatDateTime(row.original.startsAt, lang) })}
          </span>
        ),
      }),
      col.display({
        id: 'prizes',
        header: t('raffles.prizes'),
        cell: ({ row }) => (
          <CountCell testId="raffle-prize-count">{count(row.original.prizes.length)}</CountCell>
        ),
      }),
      col.display({
        id: 'ev',
        header: t('raffles.ev.short'),
        cell: ({ row }) => {
          const ev = row.original.expectedValue;
          return (
            <span className="stack" data-testid="raffle-ev-cell">
              <strong className="nowrap">{money(ev.money)}</strong>
              <span className="muted small nowrap">
                {[
                  ev.points > 0
                    ? t('raffles.ev.pointsShort', { points: count(Math.round(ev.points * 100) / 100) })
                    : '',
                  t('raffles.ev.nothingShort', { chance: formatPercent(ev.nothingChance, lang) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          );
        },
      }),
      col.display({
        id: 'tickets',
        header: t('raffles.tickets'),
        cell: ({ row }) => (
          <span className="stack">
            <CountCell testId="raffle-tickets-held">{count(row.original.ticketsHeld)}</CountCell>
            <span className="muted small nowrap">
              {t('raffles.ticketsGiven', {
                count: row.original.ticketsGiven,
                given: count(row.original.ticketsGiven),
              })}
            </span>
          </span>
        ),
      }),
      col.display({
        id: 'draws',
        header: t('raffles.draws'),
        cell: ({ row }) => (
          <span className="stack">
            <CountCell testId="raffle-draws">{count(row.original.draws)}</CountCell>
            {row.original.draws > 0 && (
              <span className="muted small nowrap">
                {[
                  row.original.paidMoney > 0 ? money(row.original.paidMoney) : '',
                  row.original.paidPoints > 0
                    ? t('raffles.ev.pointsShort', { points: count(row.original.paidPoints) })
                    : '',
                ]
                  .filter(Boolean)
                  .join(' · ') || t('raffles.paidNothing')}
              </span>
            )}
          </span>
        ),
      }),
      col.display({
        id: 'state',
        header: t('raffles.state'),
        cell: ({ row }) => (
          <Badge
            value={row.original.enabled ? 'ON' : 'OFF'}
            label={t(row.original.enabled ? 'raffles.on' : 'raffles.off')}
            tone={row.original.enabled ? 'good' : 'neutral'}
          />
        ),
      }),
      ...(mayEdit || mayGrant
        ? [
            col.display({
              id: 'actions',
              header: '',
              cell: ({ row }) => (
                <RowActions
                  actions={[
                    ...(mayEdit
                      ? [
                          {
                            label: t('common.edit'),
                            onClick: () => navigate(`/raffles/${row.original.id}`),
                            testId: 'edit',
                          },
                        ]
                      : []),
                    ...(mayGrant
                      ? [
                          {
                            label: t('raffles.grant.action'),
                            onClick: () => setGranting(row.original),
                            testId: 'grant',
                          },
                        ]
                      : []),
                  ]}
                />
              ),
            }),
          ]
        : []),
    ];
  }, [t, lang, currency, scale, mayEdit, mayGrant, navigate]);

  return (
    <div className="raffles-page" data-testid="raffles-page">
      <PageHeader
        title={t('nav.raffles')}
        subtitle={t('raffles.subtitle')}
        actions={
          mayCreate && (
            <Link className="btn btn--primary" to="/raffles/new" data-testid="new-raffle">
              <Icon name="plus" size={16} /> {t('raffles.new')}
            </Link>
          )
        }
      />
      <RaffleTabs />
      <DataTable
        testId="raffles-table"
        columns={columns}
        rows={raffles}
        rowId={(raffle) => raffle.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        rowClass={(raffle) => (raffle.enabled ? undefined : 'is-off')}
        emptyTitle={t('raffles.emptyTitle')}
        emptyText={t(mayCreate ? 'raffles.emptyText' : 'raffles.emptyTextRead')}
      />
      {granting && (
        <GrantDialog
          raffle={granting}
          title={titleOf(granting)}
          onClose={() => setGranting(null)}
          onDone={(message) => {
            setGranting(null);
            showToast(message);
            list.reload();
          }}
        />
      )}
    </div>
  );
}
