import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/api/api-error';
import { useStore } from '../../../lib/store/create-store';
import { formatAmount, maskBalance } from '../balance-format';
import { balanceHiddenStore, refreshBalance, useBalance } from '../balance-store';
import { RefreshIcon } from './wallet-icons';

/**
 * The member's spendable total (`sumBalance`: main plus vendor wallets, not the locked bonus or
 * money held for withdrawals) as `৳ 12,345.60`, with the eye toggle and a refresh whose icon spins
 * until the reload has answered (spec §2.5). Pushes over the WebSocket update it in place.
 */
export function BalanceDisplay({ fallbackSymbol, testId }: { fallbackSymbol: string; testId: string }) {
  const { t } = useTranslation();
  const { wallet, loading, error } = useBalance();
  const hidden = useStore(balanceHiddenStore);
  const amount = wallet ? formatAmount(wallet.sumBalance, wallet.scale) : null;
  const failed = error !== null;
  const problem = failed ? (isApiError(error) ? error.message : t('common_load_failed')) : undefined;

  return (
    <span
      className={`balance ${failed ? 'balance--stale' : ''}`}
      data-hidden={hidden}
      data-length={lengthClass(amount)}
    >
      <span className="balance__value" data-testid={testId} title={problem}>
        {amount === null && loading ? (
          <span className="balance__placeholder shimmer" role="status" aria-label={t('common_loading')} />
        ) : (
          <>
            <span className="balance__symbol">{wallet?.currencySymbol ?? fallbackSymbol}</span>{' '}
            <span className="balance__amount">
              {amount === null ? '—' : hidden ? maskBalance(amount) : amount}
            </span>
          </>
        )}
      </span>
      <button
        type="button"
        className="balance__eye"
        onClick={() => balanceHiddenStore.set((value) => !value)}
        aria-label={hidden ? t('balance_show') : t('balance_hide')}
        aria-pressed={hidden}
        data-testid={`${testId}-eye`}
      >
        {hidden ? <EyeOffIcon /> : <EyeIcon />}
      </button>
      <button
        type="button"
        className={`balance__eye balance__refresh ${loading ? 'is-spinning' : ''}`}
        onClick={() => void refreshBalance()}
        disabled={loading}
        aria-busy={loading}
        aria-label={failed ? `${problem ?? ''} ${t('wallet_refresh')}` : t('wallet_refresh')}
        title={t('wallet_refresh')}
        data-testid={`${testId}-refresh`}
      >
        <RefreshIcon />
      </button>
    </span>
  );
}

/** How long the figures are, for a phone header that sets long ones smaller (`20,000.00` on). */
function lengthClass(amount: string | null): 'short' | 'long' | 'longer' {
  const length = amount?.length ?? 0;
  return length >= 12 ? 'longer' : length >= 9 ? 'long' : 'short';
}
