import { DEPOSIT_STATES, type Deposit, type DepositState } from '@tessera/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { Skeleton } from '../../../components/skeleton';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api/api-error';
import { fetchDeposits } from '../api/get-deposits';
import { type DepositCurrency, STATE_KEYS } from '../deposit-rules';
import { DepositRow } from './deposit-row';

const PAGE_SIZE = 10;

type List =
  | { phase: 'loading' }
  | { phase: 'ready'; list: Deposit[]; total: number; pageNo: number; more: boolean }
  | { phase: 'failed'; error: unknown };

/** The member's deposits, newest first, filtered by state and paged 10 at a time. */
export function DepositHistory({ version, currency }: { version: number; currency: DepositCurrency | null }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DepositState | ''>('');
  const [state, setState] = useState<List>({ phase: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const stateQuery = filter ? { state: filter } : {};

  const load = useCallback(
    (signal?: AbortSignal) => {
      setState({ phase: 'loading' });
      fetchDeposits({ pageNo: 1, pageSize: PAGE_SIZE, ...(filter ? { state: filter } : {}) }, signal).then(
        (page) => setState({ phase: 'ready', ...page, more: page.list.length < page.total }),
        (error: unknown) => {
          if (!signal?.aborted) setState({ phase: 'failed', error });
        },
      );
    },
    [filter],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the parent's "reload now".
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load, version]);

  const loadMore = async () => {
    if (state.phase !== 'ready' || loadingMore) return;
    setLoadingMore(true);
    try {
      const next = await fetchDeposits({ pageNo: state.pageNo + 1, pageSize: PAGE_SIZE, ...stateQuery });
      const seen = new Set(state.list.map((d) => d.id));
      const list = [...state.list, ...next.list.filter((d) => !seen.has(d.id))];
      setState({
        phase: 'ready',
        list,
        total: next.total,
        pageNo: next.pageNo,
        more: list.length < next.total,
      });
    } catch {
      // The button stays; the member can try again.
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section
      className="deposit-history"
      aria-labelledby="deposit-history-title"
      data-testid="deposit-history"
    >
      <div className="deposit-history__head">
        <h4 id="deposit-history-title" className="deposit-history__title">
          {t('dep_history')}
        </h4>
        <select
          className="field__select deposit-history__filter"
          value={filter}
          onChange={(event) => setFilter(event.target.value as DepositState | '')}
          aria-label={t('dep_filter')}
          data-testid="deposit-filter"
        >
          <option value="">{t('dep_filter_all')}</option>
          {DEPOSIT_STATES.map((value) => (
            <option key={value} value={value}>
              {t(STATE_KEYS[value])}
            </option>
          ))}
        </select>
      </div>
      {state.phase === 'loading' && (
        <div aria-busy="true">
          <Skeleton lines={3} className="deposit-history__skeleton" />
        </div>
      )}
      {state.phase === 'failed' && (
        <ErrorPanel
          message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
          onRetry={() => load()}
        />
      )}
      {state.phase === 'ready' && state.list.length === 0 && (
        <p className="deposit-history__empty" data-testid="deposit-history-empty">
          {t('dep_history_empty')}
        </p>
      )}
      {state.phase === 'ready' && state.list.length > 0 && (
        <>
          <ul className="deposit-history__list">
            {state.list.map((deposit) => (
              <DepositRow key={deposit.id} deposit={deposit} currency={currency} />
            ))}
          </ul>
          {state.more && (
            <button
              type="button"
              className="button button--outline button--block"
              onClick={() => void loadMore()}
              disabled={loadingMore}
              data-testid="deposit-load-more"
            >
              {loadingMore && <Spinner size="small" />}
              {t('dep_load_more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
