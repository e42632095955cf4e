import type { Withdrawal } from '@tessera/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/error-panel';
import { Skeleton } from '../../components/skeleton';
import { isApiError } from '../../lib/api/api-error';
import { refreshBalance } from '../wallet/balance-store';
import { fetchWithdrawInfo } from './api/get-withdraw-info';
import { ReceiptScreen } from './components/receipt-screen';
import { WithdrawBlocker } from './components/withdraw-blocker';
import { WithdrawForm } from './components/withdraw-form';
import { WithdrawSummary } from './components/withdraw-summary';
import { WithdrawalHistory } from './components/withdrawal-history';
import { blockerOf, type WithdrawInfo } from './withdraw-rules';

type Info =
  | { phase: 'loading' }
  | { phase: 'ready'; info: WithdrawInfo }
  | { phase: 'failed'; error: unknown };

/**
 * withdraw (spec §2.3, domain.md §3): what can be withdrawn and the form to ask for it, or what to
 * do first (payment password, bank card, turnover); below, the member's withdrawals. A disbursed
 * one opens the withdrawal confirmation screen.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<Info>({ phase: 'loading' });
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  /** What the last request led to, shown until the next one. */
  const [notice, setNotice] = useState<string | null>(null);
  /** Bumped after every change the history should show. */
  const [version, setVersion] = useState(0);

  const load = useCallback((quiet = false) => {
    if (!quiet) setState({ phase: 'loading' });
    fetchWithdrawInfo().then(
      (info) => setState({ phase: 'ready', info }),
      (error: unknown) => setState({ phase: 'failed', error }),
    );
  }, []);

  useEffect(() => load(), [load]);

  const changed = () => {
    load(true);
    setVersion((value) => value + 1);
    void refreshBalance();
  };

  // The confirmation needs the brand's currency: it opens once the page knows it.
  if (confirming && state.phase === 'ready') {
    return (
      <ReceiptScreen
        withdrawal={confirming}
        currency={state.info}
        onBack={() => {
          setConfirming(null);
          setVersion((value) => value + 1);
        }}
        onDone={() => {
          setConfirming(null);
          changed();
        }}
      />
    );
  }

  return (
    <div className="withdraw-page" data-testid="withdraw-page">
      {state.phase === 'loading' && (
        <div aria-busy="true">
          <Skeleton lines={2} className="withdraw-page__skeleton" />
          <Skeleton lines={4} />
        </div>
      )}
      {state.phase === 'failed' && (
        <ErrorPanel
          message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
          onRetry={() => load()}
        />
      )}
      {state.phase === 'ready' && (
        <>
          <WithdrawSummary info={state.info} />
          {notice && (
            <p className="form-success" role="status" data-testid="withdraw-outcome">
              {notice}
            </p>
          )}
          {blockerOf(state.info) ? (
            <WithdrawBlocker info={state.info} blocker={blockerOf(state.info)!} />
          ) : (
            <WithdrawForm
              info={state.info}
              onDone={(message) => {
                setNotice(message);
                changed();
              }}
              onStale={() => {
                setNotice(null);
                load(true);
              }}
            />
          )}
        </>
      )}
      <WithdrawalHistory
        version={version}
        currency={state.phase === 'ready' ? state.info : null}
        onConfirm={setConfirming}
      />
    </div>
  );
}
