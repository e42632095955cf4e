import { WITHDRAWAL_STATES, type Withdrawal, type WithdrawalState } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { Skeleton } from '../../../components/skeleton';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api/api-error';
import { usePagedList } from '../../../lib/paging/use-paged-list';
import { fetchWithdrawals } from '../api/get-withdrawals';
import type { Currency } from '../withdraw-rules';
import { WithdrawalRow } from './withdrawal-row';

const PAGE_SIZE = 10;

/** Catalogue key of each state's badge. */
export const STATE_KEYS: Record<WithdrawalState, string> = {
  PENDING_REVIEW: 'wd_state_pending_review',
  APPROVED: 'wd_state_approved',
  DISBURSED: 'wd_state_disbursed',
  RECEIVED: 'wd_state_received',
  PARTIALLY_RECEIVED: 'wd_state_partially_received',
  NOT_RECEIVED: 'wd_state_not_received',
  REJECTED: 'wd_state_rejected',
};

/** The member's withdrawals, newest first, filtered by state and paged 10 at a time. */
export function WithdrawalHistory({
  version,
  currency,
  onConfirm,
}: {
  version: number;
  /** Null until the page knows the brand's currency: amounts then show without a symbol. */
  currency: Currency | null;
  onConfirm: (withdrawal: Withdrawal) => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<WithdrawalState | ''>('');
  const { state, loadingMore, loadMore, reload } = usePagedList(fetchWithdrawals, filter, version, PAGE_SIZE);

  return (
    <section
      className="withdraw-history"
      aria-labelledby="withdraw-history-title"
      data-testid="withdraw-history"
    >
      <div className="withdraw-history__head">
        <h4 id="withdraw-history-title" className="withdraw-history__title">
          {t('wd_history')}
        </h4>
        <select
          className="field__select withdraw-history__filter"
          value={filter}
          onChange={(event) => setFilter(event.target.value as WithdrawalState | '')}
          aria-label={t('wd_filter')}
          data-testid="withdraw-filter"
        >
          <option value="">{t('wd_filter_all')}</option>
          {WITHDRAWAL_STATES.map((value) => (
            <option key={value} value={value}>
              {t(STATE_KEYS[value])}
            </option>
          ))}
        </select>
      </div>
      {state.phase === 'loading' && <Skeleton lines={3} className="withdraw-history__skeleton" />}
      {state.phase === 'failed' && (
        <ErrorPanel
          message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
          onRetry={reload}
        />
      )}
      {state.phase === 'ready' && state.list.length === 0 && (
        <p className="withdraw-history__empty" data-testid="withdraw-history-empty">
          {t('wd_history_empty')}
        </p>
      )}
      {state.phase === 'ready' && state.list.length > 0 && (
        <>
          <ul className="withdraw-history__list">
            {state.list.map((withdrawal) => (
              <WithdrawalRow
                key={withdrawal.id}
                withdrawal={withdrawal}
                currency={currency}
                onConfirm={onConfirm}
                onExpired={reload}
              />
            ))}
          </ul>
          {state.more && (
            <button
              type="button"
              className="button button--outline button--block"
              onClick={() => void loadMore()}
              disabled={loadingMore}
            >
              {loadingMore && <Spinner size="small" />}
              {t('wd_load_more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
