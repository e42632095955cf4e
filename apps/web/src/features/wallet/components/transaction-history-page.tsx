import { type AccountRecord, type getAccountRecords, RECORD_TYPES, type ValueOf } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { isApiError } from '../../../lib/api/api-error';
import { fetchAccountRecords } from '../api/get-account-records';
import { useBalance } from '../balance-store';
import {
  defaultFilters,
  isRecordType,
  pageCount,
  RECORD_PAGE_SIZE,
  type RecordFilters,
  rangeProblem,
} from '../record-filters';
import { RecordDetail } from './record-detail';
import { RecordList, recordTypeKey } from './record-list';
import { ChevronLeftIcon, ChevronRightIcon, InboxIcon, RefreshIcon } from './wallet-icons';

type Records = ValueOf<typeof getAccountRecords>;
type Load = { phase: 'loading' } | { phase: 'ready'; value: Records } | { phase: 'failed'; error: unknown };

/**
 * transactionHistory, the account record (spec §2.3): type and period filters (last 7 days by
 * default), pages of 20, and one movement in detail. Changing a filter starts again at page 1.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const { wallet } = useBalance();
  const [filters, setFilters] = useState<RecordFilters>(() => defaultFilters(new Date()));
  const [pageNo, setPageNo] = useState(1);
  const [reload, setReload] = useState(0);
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [open, setOpen] = useState<AccountRecord | null>(null);
  const problem = rangeProblem(filters);
  const scale = wallet?.scale ?? 2;
  const symbol = wallet?.currencySymbol ?? '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` is the retry's trigger
  useEffect(() => {
    if (problem) return;
    const controller = new AbortController();
    setLoad({ phase: 'loading' });
    fetchAccountRecords(
      {
        type: filters.type || undefined,
        from: filters.from,
        to: filters.to,
        pageNo,
        pageSize: RECORD_PAGE_SIZE,
      },
      controller.signal,
    ).then(
      (value) => setLoad({ phase: 'ready', value }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ phase: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [filters, pageNo, reload, problem]);

  const change = (next: Partial<RecordFilters>) => {
    setFilters((previous) => ({ ...previous, ...next }));
    setPageNo(1);
  };

  if (open) {
    return (
      <RecordDetail
        record={open}
        scale={scale}
        symbol={symbol}
        lines={wallet?.balance ?? []}
        onBack={() => setOpen(null)}
      />
    );
  }

  const pages = load.phase === 'ready' ? pageCount(load.value.total, RECORD_PAGE_SIZE) : 1;
  return (
    <div className="history" data-testid="transaction-history">
      <div className="history__filters">
        <label className="field">
          <span className="field__label">{t('wallet_col_type')}</span>
          <select
            name="type"
            className="field__select"
            value={filters.type}
            onChange={(event) => change({ type: isRecordType(event.target.value) ? event.target.value : '' })}
          >
            <option value="">{t('wallet_type_all')}</option>
            {RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(recordTypeKey(type))}
              </option>
            ))}
          </select>
        </label>
        <label className={`field ${problem ? 'field--invalid' : ''}`}>
          <span className="field__label">{t('wallet_date_from')}</span>
          <input
            type="date"
            name="from"
            className="field__input"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => change({ from: event.target.value })}
          />
        </label>
        <label className={`field ${problem ? 'field--invalid' : ''}`}>
          <span className="field__label">{t('wallet_date_to')}</span>
          <input
            type="date"
            name="to"
            className="field__input"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => change({ to: event.target.value })}
          />
        </label>
        <button
          type="button"
          className={`icon-button history__reload ${load.phase === 'loading' && !problem ? 'is-spinning' : ''}`}
          onClick={() => setReload((value) => value + 1)}
          disabled={load.phase === 'loading' && !problem}
          aria-label={t('wallet_refresh')}
          title={t('wallet_refresh')}
          data-testid="history-reload"
        >
          <RefreshIcon />
        </button>
      </div>
      {problem && (
        <p className="field__error" role="alert">
          {t(problem)}
        </p>
      )}

      {!problem && load.phase === 'loading' && <RecordsSkeleton />}
      {!problem && load.phase === 'failed' && (
        <ErrorPanel
          message={isApiError(load.error) ? load.error.message : t('common_load_failed')}
          onRetry={() => setReload((value) => value + 1)}
        />
      )}
      {!problem && load.phase === 'ready' && load.value.list.length === 0 && (
        <div className="history__empty" data-testid="history-empty">
          <InboxIcon />
          <p>{t('wallet_history_empty')}</p>
        </div>
      )}
      {!problem && load.phase === 'ready' && load.value.list.length > 0 && (
        <>
          <RecordList
            records={load.value.list}
            scale={scale}
            lines={wallet?.balance ?? []}
            onOpen={setOpen}
          />
          <nav className="pager" aria-label={t('wallet_pages')}>
            <button
              type="button"
              className="icon-button"
              onClick={() => setPageNo((value) => value - 1)}
              disabled={pageNo <= 1}
              aria-label={t('wallet_page_previous')}
            >
              <ChevronLeftIcon />
            </button>
            <span className="pager__text" data-testid="pager-text">
              {t('wallet_page_of', { page: pageNo, pages, total: load.value.total })}
            </span>
            <button
              type="button"
              className="icon-button"
              onClick={() => setPageNo((value) => value + 1)}
              disabled={pageNo >= pages}
              aria-label={t('wallet_page_next')}
              data-testid="pager-next"
            >
              <ChevronRightIcon />
            </button>
          </nav>
        </>
      )}
    </div>
  );
}

function RecordsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="records records--loading" role="status" aria-label={t('common_loading')}>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows never reorder
        <span key={index} className="records__placeholder shimmer" />
      ))}
    </div>
  );
}
