import { createMission, type MissionStatus, type StaffMission, updateMission } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUse } from '../../../app/access';
import { ConfirmDialog } from '../../../components/action-dialogs';
import { Badge, type Tone } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { Icon } from '../../../components/icon';
import { FilterBar, PageHeader, Segmented } from '../../../components/page-header';
import { showToast } from '../../../components/toast';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format';
import { useRemote } from '../../../lib/hooks/use-remote';
import { CountCell, RowActions } from '../../points/components/row-actions';
import { inLanguage } from '../../points/point-item-form';
import { useConsoleFacts } from '../../points/use-console-facts';
import { fetchMissions } from '../api/get-missions';
import { putMission } from '../api/put-mission';
import { MissionIcon } from '../components/mission-card';
import { MissionDialog } from '../components/mission-dialog';
import { missionWords } from '../components/mission-words';
import { keepMissionAs, nextStatus } from '../mission-form';
import '../missions.css';

const col = columnHelper<StaffMission>();
export const MISSION_TONES: Record<MissionStatus, Tone> = { DRAFT: 'neutral', LIVE: 'good', ENDED: 'wait' };
const VIEWS = ['', 'LIVE', 'DRAFT', 'ENDED'] as const;
type View = (typeof VIEWS)[number];

type Open =
  | { kind: 'edit'; mission: StaffMission }
  | { kind: 'new' }
  | { kind: 'move'; mission: StaffMission; to: MissionStatus }
  | null;

/**
 * `/missions`: the brand's missions in the order members see them, drafts and ended ones too: the
 * title, period, goal with its target, reward, score, status, the claims and what they paid.
 * Staff who may write them add and change them and move their status; other roles read.
 */
export function MissionsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { currency, scale, role } = useConsoleFacts();
  const mayCreate = canUse(createMission, role);
  const mayEdit = canUse(updateMission, role);
  const list = useRemote((signal) => fetchMissions(signal), 'missions');
  const [view, setView] = useState<View>('');
  const all = list.data?.list ?? null;
  const missions = useMemo(
    () =>
      all
        ? [...all]
            .filter((m) => !view || m.status === view)
            .sort((a, b) => a.sortOrder - b.sortOrder || Number(a.id) - Number(b.id))
        : null,
    [all, view],
  );
  const [open, setOpen] = useState<Open>(null);
  const titleOf = (mission: StaffMission) => inLanguage(mission.title, lang) ?? `#${mission.id}`;

  const columns = useMemo<Column<StaffMission>[]>(() => {
    const money = (value: number) => formatMoney(value, currency, lang, scale);
    const count = (value: number) => formatCount(value, lang);
    return [
      col.display({
        id: 'mission',
        header: t('missions.mission'),
        cell: ({ row }) => {
          const mission = row.original;
          const summary = inLanguage(mission.summary, lang);
          return (
            <span className="game-cell">
              <MissionIcon src={mission.icon} className="mission-thumb" />
              <span className="stack">
                <strong data-testid="mission-title">
                  {inLanguage(mission.title, lang) ?? `#${mission.id}`}
                </strong>
                <span className="muted clamp">
                  #{mission.id}
                  {summary ? ` · ${summary}` : ''}
                </span>
              </span>
            </span>
          );
        },
      }),
      col.display({
        id: 'period',
        header: t('missions.period'),
        cell: ({ row }) => (
          <span className="stack">
            <span>{t(`missions.periods.${row.original.period}`)}</span>
            <span className="muted small nowrap">
              {row.original.endsAt
                ? t('missions.window', {
                    from: formatDateTime(row.original.startsAt, lang),
                    to: formatDateTime(row.original.endsAt, lang),
                  })
                : t('missions.windowOpen', { from: formatDateTime(row.original.startsAt, lang) })}
            </span>
          </span>
        ),
      }),
      col.display({
        id: 'goal',
        header: t('missions.goal'),
        cell: ({ row }) => (
          <span data-testid="mission-goal">
            {missionWords(t, row.original, row.original.gameName, { currency, scale, language: lang }).goal}
          </span>
        ),
      }),
      col.display({
        id: 'reward',
        header: t('missions.reward'),
        cell: ({ row }) => {
          const words = missionWords(t, row.original, row.original.gameName, {
            currency,
            scale,
            language: lang,
          });
          return (
            <span className="stack">
              <span data-testid="mission-reward">{words.reward}</span>
              {row.original.rewardType === 'BONUS' && row.original.wageringMultiple > 0 && (
                <span className="muted small">
                  {t('missions.wageringShort', { multiple: String(row.original.wageringMultiple) })}
                </span>
              )}
            </span>
          );
        },
      }),
      col.display({
        id: 'score',
        header: t('missions.score'),
        cell: ({ row }) => <CountCell testId="mission-score">{count(row.original.score)}</CountCell>,
      }),
      col.display({
        id: 'status',
        header: t('missions.status'),
        cell: ({ row }) => (
          <Badge
            value={row.original.status}
            label={t(`missions.statuses.${row.original.status}`)}
            tone={MISSION_TONES[row.original.status]}
          />
        ),
      }),
      col.display({
        id: 'claims',
        header: t('missions.claims'),
        cell: ({ row }) => {
          const { claims, paidMoney, paidPoints } = row.original;
          return (
            <span className="stack">
              <CountCell testId="mission-claims">{count(claims)}</CountCell>
              {claims > 0 && (
                <span className="muted small nowrap" data-testid="mission-paid">
                  {[
                    paidMoney > 0 ? money(paidMoney) : '',
                    paidPoints > 0
                      ? t('missions.points', { count: paidPoints, points: count(paidPoints) })
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ') || t('missions.paidNothing')}
                </span>
              )}
            </span>
          );
        },
      }),
      col.display({
        id: 'order',
        header: t('missions.order'),
        cell: ({ row }) => <CountCell testId="mission-order">{count(row.original.sortOrder)}</CountCell>,
      }),
      ...(mayEdit
        ? [
            col.display({
              id: 'actions',
              header: '',
              cell: ({ row }) => {
                const to = nextStatus(row.original.status);
                return (
                  <RowActions
                    actions={[
                      {
                        label: t('common.edit'),
                        onClick: () => setOpen({ kind: 'edit', mission: row.original }),
                        testId: 'edit',
                      },
                      ...(to
                        ? [
                            {
                              label: t(`missions.moves.${to}`),
                              onClick: () => setOpen({ kind: 'move', mission: row.original, to }),
                              testId: `move-${to}`,
                              primary: to === 'LIVE',
                            },
                          ]
                        : []),
                    ]}
                  />
                );
              },
            }),
          ]
        : []),
    ];
  }, [t, lang, currency, scale, mayEdit]);

  const done = (message: string) => {
    setOpen(null);
    showToast(message);
    list.reload();
  };
  const nextSortOrder = Math.min(9_999, Math.max(0, ...(all ?? []).map((m) => m.sortOrder)) + 1);

  return (
    <div className="missions-page" data-testid="missions-page">
      <PageHeader
        title={t('nav.missions')}
        subtitle={t('missions.subtitle')}
        actions={
          mayCreate && (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => setOpen({ kind: 'new' })}
              disabled={!list.data}
              data-testid="new-mission"
            >
              <Icon name="plus" size={16} /> {t('missions.new')}
            </button>
          )
        }
      />
      <FilterBar>
        <Segmented
          label={t('missions.status')}
          value={view}
          options={VIEWS.map((value) => ({
            value,
            label: value ? t(`missions.statuses.${value}`) : t('missions.allStatuses'),
          }))}
          onChange={setView}
          testId="mission-status"
        />
      </FilterBar>
      <DataTable
        testId="missions-table"
        columns={columns}
        rows={missions}
        rowId={(mission) => mission.id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        rowClass={(mission) => (mission.status === 'LIVE' ? undefined : 'is-off')}
        emptyTitle={t(view ? 'missions.emptyViewTitle' : 'missions.emptyTitle')}
        emptyText={view ? undefined : t(mayCreate ? 'missions.emptyText' : 'missions.emptyTextRead')}
      />
      {(open?.kind === 'edit' || open?.kind === 'new') && (
        <MissionDialog
          mission={open.kind === 'edit' ? open.mission : null}
          nextSortOrder={nextSortOrder}
          currency={currency}
          scale={scale}
          onClose={() => setOpen(null)}
          onDone={(saved) =>
            done(t(open.kind === 'edit' ? 'missions.saved' : 'missions.created', { title: titleOf(saved) }))
          }
        />
      )}
      {open?.kind === 'move' && (
        <ConfirmDialog
          title={t(`missions.moveTitles.${open.to}`)}
          submitLabel={t(`missions.moves.${open.to}`)}
          danger={open.to === 'ENDED'}
          onConfirm={() => putMission(open.mission.id, keepMissionAs(open.mission, open.to))}
          onDone={() => done(t(`missions.moved.${open.to}`, { title: titleOf(open.mission) }))}
          onClose={() => setOpen(null)}
        >
          <p>{t(`missions.moveTexts.${open.to}`, { title: titleOf(open.mission) })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
