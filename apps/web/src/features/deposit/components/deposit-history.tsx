import { DEPOSIT_STATES, type DepositState } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { Skeleton } from '../../../components/skeleton';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api/api-error';
import { usePagedList } from '../../../lib/paging/use-paged-list';
import { fetchDeposits } from '../api/get-deposits';
import { type DepositCurrency, STATE_KEYS } from '../deposit-rules';
import { DepositRow } from './deposit-row';

const PAGE_SIZE = 10;

/** The member's deposits, newest first, filtered by state and paged 10 at a time. */
export function DepositHistory({ version, currency }: { version: number; currency: DepositCurrency | null }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DepositState | ''>('');
  const { state, loadingMore, loadMore, reload } = usePagedList(fetchDeposits, filter, version, PAGE_SIZE);

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
          onRetry={reload}
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
