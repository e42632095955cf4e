import { LOTTERY_PRIZE_MODES, putLotteryOdds } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUse } from '../../../app/access';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { FilterBar, PageHeader } from '../../../components/page-header';
import { showToast } from '../../../components/toast';
import { formatMoney, formatPays } from '../../../lib/format';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { useBrand } from '../../brand/brand-store';
import { sessionStore } from '../../session/session-store';
import { fetchModeGames, type PrizeMode } from '../api/get-mode-games';
import { fetchLotteryOdds } from '../api/get-odds';
import { LotteryTabs } from '../components/lottery-tabs';
import { type BetOdds, OddsDialog } from '../components/odds-dialog';
import { usePrizeName } from '../components/prize-name';

const SPEC = { filters: { mode: LOTTERY_PRIZE_MODES, game: /^[A-Z0-9_]{2,32}$/u } };

interface OddsRow extends BetOdds {
  betType: string;
}
const col = columnHelper<OddsRow>();

/**
 * The brand's lottery odds: a prize mode and one of its games, the game's bet types with their unit
 * price and what each prize pays ("pays N×", thousandths of the unit price on the wire). Roles that
 * may set odds edit a bet type in a dialog; the change holds for the whole family at that mode.
 */
export function OddsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const brand = useBrand();
  const currency = brand?.currency ?? 'BDT';
  const scale = brand?.scale ?? 2;
  const editable = canUse(putLotteryOdds, useStore(sessionStore)?.role);
  const prizeName = usePrizeName();
  const { query, setFilter } = useListQuery(SPEC);
  const mode = query.filters.mode as PrizeMode;
  const games = useRemote((signal) => fetchModeGames(mode, signal), `${mode}:${lang}`);
  // The games of the mode shown: none while another mode's answer is still on screen, so no odds
  // are asked for a game the mode does not offer.
  const modeGames = games.data?.prizeMode === mode ? games.data.games : games.status === 'error' ? [] : null;
  const gameCode =
    modeGames?.find((g) => g.gameCode === query.filters.game)?.gameCode ?? modeGames?.[0]?.gameCode ?? '';
  const oddsKey = `${mode}:${gameCode}`;
  const odds = useRemote(
    async (signal) => ({
      key: oddsKey,
      odds: gameCode ? (await fetchLotteryOdds({ gameCode, prizeMode: mode }, signal)).odds : {},
    }),
    oddsKey,
  );
  // Only the odds of the game and mode chosen: a row left from another must not be edited under them.
  const current = modeGames !== null && odds.data?.key === oddsKey ? odds.data.odds : null;
  // Saved edits, laid over what was loaded (the server answers the odds it stored).
  const [saved, setSaved] = useState<Record<string, BetOdds>>({});
  const rows = useMemo<OddsRow[] | null>(
    () =>
      current
        ? Object.entries(current).map(([betType, entry]) => ({
            betType,
            ...(saved[`${mode}|${betType}`] ?? entry),
          }))
        : null,
    [current, saved, mode],
  );
  const [editing, setEditing] = useState<OddsRow | null>(null);
  const modeName = (m: string) => t(`lottery.odds.modes.${m}`);

  const columns = useMemo<Column<OddsRow>[]>(
    () => [
      col.display({
        id: 'betType',
        header: t('lottery.odds.betType'),
        cell: ({ row }) => <code className="mono">{row.original.betType}</code>,
      }),
      col.display({
        id: 'unitPrice',
        header: t('lottery.odds.unitPriceShort'),
        cell: ({ row }) => (
          <span className="num">{formatMoney(row.original.unitPrice, currency, lang, scale)}</span>
        ),
      }),
      col.display({
        id: 'payouts',
        header: t('lottery.odds.payouts'),
        cell: ({ row }) => (
          <span className="chips chips--wide">
            {Object.entries(row.original.payoutMilli).map(([prize, milli]) => (
              <span key={prize} className="chip" data-testid="payout">
                {t('lottery.odds.pays', { prize: prizeName(prize), pays: formatPays(milli, lang) })}
              </span>
            ))}
          </span>
        ),
      }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          editable ? (
            <div className="row-actions">
              <button
                type="button"
                className="btn btn--small"
                onClick={() => setEditing(row.original)}
                data-testid="edit-odds"
              >
                {t('common.edit')}
              </button>
            </div>
          ) : null,
      }),
    ],
    [t, lang, currency, scale, editable, prizeName],
  );

  return (
    <>
      <PageHeader title={t('nav.lottery')} subtitle={t('lottery.odds.subtitle')} />
      <LotteryTabs />
      <FilterBar>
        <label className="select">
          <span>{t('lottery.odds.prizeMode')}</span>
          <select value={mode} onChange={(e) => setFilter('mode', e.target.value)} data-testid="filter-mode">
            {LOTTERY_PRIZE_MODES.map((m) => (
              <option key={m} value={m}>
                {modeName(m)}
              </option>
            ))}
          </select>
        </label>
        <label className="select">
          <span>{t('lottery.game')}</span>
          <select
            value={gameCode}
            onChange={(e) => setFilter('game', e.target.value)}
            disabled={!modeGames?.length}
            data-testid="filter-game"
          >
            {(modeGames ?? []).map((g) => (
              <option key={g.gameCode} value={g.gameCode}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
      </FilterBar>
      <DataTable
        testId="odds-table"
        columns={columns}
        rows={rows}
        rowId={(row) => row.betType}
        loading={games.status === 'loading' || odds.status === 'loading' || (modeGames !== null && !current)}
        error={games.status === 'error' ? games.error : odds.status === 'error' ? odds.error : null}
        onRetry={games.status === 'error' ? games.reload : odds.reload}
        emptyTitle={t('lottery.odds.emptyTitle')}
        emptyText={t('lottery.odds.emptyText')}
      />
      {editing && (
        <OddsDialog
          prizeMode={mode}
          modeName={modeName(mode)}
          betType={editing.betType}
          odds={editing}
          scale={scale}
          currency={currency}
          onClose={() => setEditing(null)}
          onSaved={(next) => {
            setSaved((before) => ({ ...before, [`${mode}|${editing.betType}`]: next }));
            setEditing(null);
            showToast(t('lottery.odds.saved', { betType: editing.betType, mode: modeName(mode) }));
          }}
        />
      )}
    </>
  );
}
