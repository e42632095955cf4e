import { GAME_CATEGORIES, type GameCategory, type VendorLane } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/error-panel';
import { EmptyState, ListSkeleton } from '../../components/list-states';
import { Pager } from '../../components/pager';
import { isApiError } from '../../lib/api/api-error';
import { useLoad } from '../../lib/async/use-load';
import { useVendorLanes } from '../games/vendor-lanes-store';
import { vendorNameMap } from '../games/vendor-names';
import { useSite } from '../site/use-site';
import { GamepadIcon, RefreshIcon } from '../wallet/components/wallet-icons';
import { pageCount } from '../wallet/record-filters';
import { fetchBetRecords } from './api/get-bet-records';
import {
  BET_PAGE_SIZE,
  type BetFilters,
  betQuery,
  defaultBetFilters,
  isGameCategory,
  vendorChoices,
  withGameType,
} from './bet-filters';
import { BetRecordDetail } from './components/bet-record-detail';
import { BetRecordList } from './components/bet-record-list';
import { BetTotalsStrip } from './components/bet-totals';
import { DateRangeFields } from './components/date-range-fields';
import { PeriodChips } from './components/period-chips';
import { categoryKey } from './record-labels';
import { periodProblem, QUICK_RANGES, quickRange, quickRangeOf } from './record-periods';

const NO_LANES: VendorLane[] = [];

/**
 * personalHistoryCopy, the betting record (spec §2.3): rounds by game type, vendor and days (quick
 * ranges or any days up to 90 apart), 20 a page, the sums of everything the filter matches, and
 * one round with its bets, wins and rollbacks. Changing a filter starts again at page 1.
 */
export function BetRecordPage() {
  const { t } = useTranslation();
  const { brand } = useSite().info;
  const lanesState = useVendorLanes();
  const lanes = lanesState.phase === 'ready' ? lanesState.lanes : NO_LANES;
  const [filters, setFilters] = useState<BetFilters>(() => defaultBetFilters(new Date()));
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const problem = periodProblem(filters);
  const query = betQuery(filters, pageNo);
  const { state, retry } = useLoad(problem ? null : JSON.stringify(query), (signal) =>
    fetchBetRecords(query, signal),
  );
  const scale = brand.currencyScale;

  const change = (next: BetFilters) => {
    setFilters(next);
    setPageNo(1);
  };

  const names = vendorNameMap(lanes);
  if (openId) {
    return (
      <BetRecordDetail
        id={openId}
        scale={scale}
        symbol={brand.currencySymbol}
        vendorNames={names}
        onBack={() => setOpenId(null)}
      />
    );
  }

  const vendors = vendorChoices(lanes, filters.gameType);
  const busy = state.phase === 'loading';
  const pages = state.phase === 'ready' ? pageCount(state.value.total, BET_PAGE_SIZE) : 1;
  return (
    <div className="history" data-testid="bet-record-page">
      <PeriodChips
        options={QUICK_RANGES}
        active={quickRangeOf(filters, new Date())}
        onChange={(kind) => change({ ...filters, ...quickRange(kind, new Date()) })}
      />
      <div className="history__filters bet-filters">
        <label className="field">
          <span className="field__label">{t('records_game_type')}</span>
          <select
            name="gameType"
            className="field__select"
            value={filters.gameType}
            onChange={(event) => {
              const value = event.target.value;
              change(withGameType(filters, isGameCategory(value) ? value : '', lanes));
            }}
          >
            <option value="">{t('records_all_types')}</option>
            {GAME_CATEGORIES.map((category: GameCategory) => (
              <option key={category} value={category}>
                {t(categoryKey(category))}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('records_vendor')}</span>
          <select
            name="vassalage"
            className="field__select"
            value={filters.vassalage}
            onChange={(event) => change({ ...filters, vassalage: event.target.value })}
          >
            <option value="">{t('records_all_vendors')}</option>
            {vendors.map((code) => (
              <option key={code} value={code}>
                {names.get(code) ?? code}
              </option>
            ))}
          </select>
        </label>
        <DateRangeFields
          range={filters}
          invalid={problem !== null}
          onChange={(range) => change({ ...filters, ...range })}
        />
        <button
          type="button"
          className={`icon-button history__reload ${busy ? 'is-spinning' : ''}`}
          onClick={retry}
          disabled={busy || problem !== null}
          aria-label={t('records_refresh')}
          title={t('records_refresh')}
          data-testid="bet-record-reload"
        >
          <RefreshIcon />
        </button>
      </div>
      {problem && (
        <p className="field__error" role="alert">
          {t(problem)}
        </p>
      )}

      {!problem && busy && <ListSkeleton />}
      {!problem && state.phase === 'failed' && (
        <ErrorPanel
          message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
          onRetry={retry}
        />
      )}
      {!problem && state.phase === 'ready' && (
        <>
          <BetTotalsStrip totals={state.value.totals} scale={scale} />
          {state.value.list.length === 0 ? (
            <EmptyState icon={<GamepadIcon />} testId="bet-record-empty">
              {t('records_bets_empty')}
            </EmptyState>
          ) : (
            <>
              <BetRecordList
                records={state.value.list}
                scale={scale}
                vendorNames={names}
                onOpen={(record) => setOpenId(record.id)}
              />
              <Pager
                page={pageNo}
                pages={pages}
                onChange={setPageNo}
                text={t('records_page_of', { page: pageNo, pages, total: state.value.total })}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
