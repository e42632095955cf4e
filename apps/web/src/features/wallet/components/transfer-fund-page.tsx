import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { InfoIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api/api-error';
import { refreshBalance, useBalance } from '../balance-store';
import { loadSingleWallet, rememberSingleWallet } from '../merchant-wallet';
import { TransferForm } from './transfer-form';
import { WalletCards, WalletSummary } from './wallet-cards';

type Mode = { phase: 'loading' } | { phase: 'ready'; single: boolean } | { phase: 'failed'; error: unknown };

/**
 * transferFund (spec §2.3): every wallet with its balance, and moves between main and the vendor
 * wallets. A single-wallet brand has nothing to move, so it explains that instead of the form.
 */
export function TransferFundPage() {
  const { t } = useTranslation();
  const { wallet, loading, error } = useBalance();
  const [mode, setMode] = useState<Mode>({ phase: 'loading' });

  const loadMode = useCallback(() => {
    setMode({ phase: 'loading' });
    loadSingleWallet().then(
      (single) => setMode({ phase: 'ready', single }),
      (failure: unknown) => setMode({ phase: 'failed', error: failure }),
    );
  }, []);

  useEffect(() => {
    loadMode();
    // Fresh numbers whenever the page opens; the WebSocket keeps them fresh after that.
    void refreshBalance();
  }, [loadMode]);

  const message = (failure: unknown) => (isApiError(failure) ? failure.message : t('common_load_failed'));

  if (mode.phase === 'failed') return <ErrorPanel message={message(mode.error)} onRetry={loadMode} />;
  if (!wallet && error && !loading) {
    return <ErrorPanel message={message(error)} onRetry={() => void refreshBalance()} />;
  }
  if (mode.phase === 'loading' || !wallet) {
    return (
      <div className="wallet-page" aria-busy="true">
        <Skeleton lines={2} className="wallet-page__skeleton" />
        <Skeleton lines={4} />
      </div>
    );
  }

  return (
    <div className="wallet-page" data-testid="transfer-fund">
      <WalletSummary wallet={wallet} loading={loading} />
      {error !== null && (
        <p className="form-alert" role="alert">
          {message(error)}
        </p>
      )}
      <WalletCards wallet={wallet} />
      {mode.single ? (
        <p className="form-note wallet-page__single" data-testid="single-wallet-note">
          <InfoIcon />
          <span>{t('wallet_single_note')}</span>
        </p>
      ) : (
        <TransferForm
          wallet={wallet}
          onSingleWallet={() => {
            rememberSingleWallet(true);
            setMode({ phase: 'ready', single: true });
          }}
        />
      )}
    </div>
  );
}
