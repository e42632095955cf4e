import { GAME_STATUSES, GAME_TYPES, type listGamesStaff, type ValueOf } from '@tessera/contracts';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { Field } from '../../../components/field';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { showToast } from '../../../components/toast';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchGames } from '../api/get-games';
import { fetchVendors } from '../api/get-vendors';
import { putGame } from '../api/put-game';
import { CatalogTabs } from '../components/catalog-tabs';

type Game = ValueOf<typeof listGamesStaff>['list'][number];
type Change = Partial<Pick<Game, 'status' | 'hot' | 'recommended' | 'sort'>>;
const col = columnHelper<Game>();
const PAGE_SIZE = 20;
const SPEC = {
  filters: {
    vendor: /^[A-Z0-9_]{1,32}$/u,
    gameType: ['', ...GAME_TYPES],
    status: ['', ...GAME_STATUSES],
    hot: ['', 'true', 'false'],
    q: /^.{1,60}$/u,
  },
};

/** A game's tile: the catalog's artwork is a path the server serves (`/art/games/…`) on this origin. */
export function iconSrc(icon: string, origin = window.location.origin): string {
  return /^https?:\/\//u.test(icon) ? icon : new URL(icon, origin).toString();
}

/** The catalog's games: filters and page in the address, status, marks and order changed in the row. */
export function GamesPage() {
  const { t } = useTranslation();
  const { query, key, setFilter, setFilters, setPage } = useListQuery(SPEC);
  const f = query.filters;
  const list = useRemote(
    (signal) =>
      fetchGames(
        {
          vendor: f.vendor || undefined,
          gameType: f.gameType || undefined,
          status: (f.status || undefined) as Game['status'] | undefined,
          hot: (f.hot || undefined) as 'true' | 'false' | undefined,
          q: f.q || undefined,
          pageNo: query.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    key,
  );
  const vendors = useRemote((signal) => fetchVendors(signal), 'vendors');
  const [rows, setRows] = useState<Game[] | null>(null);
  useEffect(() => setRows(list.data?.list ?? null), [list.data]);
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const [name, setName] = useState(f.q);
  useEffect(() => setName(f.q), [f.q]);

  const save = useCallback(
    async (game: Game, change: Change) => {
      setSaving((before) => new Set(before).add(game.id));
      try {
        const saved = await putGame(game.id, {
          status: change.status ?? game.status,
          hot: change.hot ?? game.hot,
          recommended: change.recommended ?? game.recommended,
          sort: change.sort ?? game.sort,
        });
        setRows((before) => before?.map((g) => (g.id === saved.id ? saved : g)) ?? null);
        showToast(t('catalog.gameSaved', { name: saved.name }));
      } catch (failure) {
        showToast(failure instanceof Error ? failure.message : t('common.errorUnknown'));
      } finally {
        setSaving((before) => {
          const next = new Set(before);
          next.delete(game.id);
          return next;
        });
      }
    },
    [t],
  );

  const columns = useMemo<Column<Game>[]>(
    () => [
      col.display({
        id: 'game',
        header: t('catalog.game'),
        cell: ({ row }) => (
          <span className="game-cell">
            <img src={iconSrc(row.original.icon)} alt="" width={40} height={40} decoding="async" />
            <span className="stack">
              <strong>{row.original.name}</strong>
              <span className="muted">
                <code>{row.original.vendorCode}</code> · {row.original.gameCode}
              </span>
            </span>
          </span>
        ),
      }),
      col.display({
        id: 'type',
        header: t('catalog.type'),
        cell: ({ row }) => (
          <span className="stack">
            <span>
              {t(`reports.categories.${row.original.gameType}`, { defaultValue: row.original.gameType })}
            </span>
            {row.original.rtp !== null && (
              <span className="muted">{t('catalog.rtp', { rtp: row.original.rtp })}</span>
            )}
          </span>
        ),
      }),
      col.display({
        id: 'status',
        header: t('common.state'),
        cell: ({ row }) => (
          <select
            className="select select--small"
            aria-label={t('catalog.statusOf', { name: row.original.name })}
            value={row.original.status}
            disabled={saving.has(row.original.id)}
            onChange={(e) => void save(row.original, { status: e.target.value as Game['status'] })}
            data-testid="game-status"
            data-value={row.original.status}
          >
            {GAME_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`catalog.gameStatus.${s}`)}
              </option>
            ))}
          </select>
        ),
      }),
      col.display({
        id: 'marks',
        header: t('catalog.marks'),
        cell: ({ row }) => (
          <span className="marks-edit">
            <label className="check">
              <input
                type="checkbox"
                checked={row.original.hot}
                disabled={saving.has(row.original.id)}
                onChange={(e) => void save(row.original, { hot: e.target.checked })}
                data-testid="game-hot"
              />
              {t('catalog.hot')}
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={row.original.recommended}
                disabled={saving.has(row.original.id)}
                onChange={(e) => void save(row.original, { recommended: e.target.checked })}
                data-testid="game-recommended"
              />
              {t('catalog.recommended')}
            </label>
          </span>
        ),
      }),
      col.display({
        id: 'sort',
        header: t('catalog.order'),
        cell: ({ row }) => (
          <OrderInput
            key={`${row.original.id}:${row.original.sort}`}
            value={row.original.sort}
            label={t('catalog.orderOf', { name: row.original.name })}
            disabled={saving.has(row.original.id)}
            onSave={(sort) => void save(row.original, { sort })}
          />
        ),
      }),
    ],
    [t, save, saving],
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ q: name.trim() });
  };
  const vendorOptions = vendors.data?.list ?? [];

  return (
    <>
      <PageHeader title={t('nav.games')} subtitle={t('catalog.gamesSubtitle')} />
      <CatalogTabs />
      <form className="filter-form" onSubmit={search} data-testid="games-filter">
        <Field label={t('catalog.vendor')} className="filter-form__field">
          {(id) => (
            <select
              id={id}
              className="select"
              value={f.vendor}
              onChange={(e) => setFilter('vendor', e.target.value)}
              data-testid="filter-vendor"
            >
              <option value="">{t('common.all')}</option>
              {f.vendor && !vendorOptions.some((v) => v.code === f.vendor) && (
                <option value={f.vendor}>{f.vendor}</option>
              )}
              {vendorOptions.map((v) => (
                <option key={v.code} value={v.code}>
                  {v.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('catalog.type')} className="filter-form__field">
          {(id) => (
            <select
              id={id}
              className="select"
              value={f.gameType}
              onChange={(e) => setFilter('gameType', e.target.value)}
            >
              <option value="">{t('common.all')}</option>
              {GAME_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`reports.categories.${type}`, { defaultValue: type })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('common.state')} className="filter-form__field">
          {(id) => (
            <select
              id={id}
              className="select"
              value={f.status}
              onChange={(e) => setFilter('status', e.target.value)}
              data-testid="filter-status"
            >
              <option value="">{t('common.all')}</option>
              {GAME_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`catalog.gameStatus.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('catalog.hot')} className="filter-form__field">
          {(id) => (
            <select
              id={id}
              className="select"
              value={f.hot}
              onChange={(e) => setFilter('hot', e.target.value)}
            >
              <option value="">{t('common.all')}</option>
              <option value="true">{t('catalog.hotOnly')}</option>
              <option value="false">{t('catalog.notHot')}</option>
            </select>
          )}
        </Field>
        <Field label={t('catalog.name')} className="filter-form__field">
          {(id) => (
            <input
              id={id}
              name="q"
              type="search"
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={t('catalog.namePlaceholder')}
            />
          )}
        </Field>
        <div className="filter-form__buttons">
          <button type="submit" className="btn btn--primary" data-testid="games-search">
            {t('catalog.search')}
          </button>
        </div>
      </form>
      <DataTable
        testId="games-table"
        columns={columns}
        rows={rows}
        rowId={(g) => String(g.id)}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={t('catalog.noGames')}
        emptyText={t('common.emptyText')}
        footer={
          list.data && (
            <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          )
        }
      />
    </>
  );
}

/** The lobby order, saved when it leaves the field or on Enter, if it changed and is a whole number. */
function OrderInput(props: {
  value: number;
  label: string;
  disabled: boolean;
  onSave: (value: number) => void;
}) {
  const [text, setText] = useState(String(props.value));
  const commit = () => {
    const next = Number(text);
    if (/^\d{1,6}$/u.test(text.trim()) && next <= 100_000) {
      if (next !== props.value) props.onSave(next);
    } else setText(String(props.value));
  };
  return (
    <input
      className="input--order"
      inputMode="numeric"
      aria-label={props.label}
      value={text}
      disabled={props.disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
      data-testid="game-sort"
    />
  );
}
