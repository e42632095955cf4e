import { BONUS_WALLET_ID, MAIN_WALLET_ID, type WalletBalance } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { WalletIcon } from '../../../components/icons';
import { formatAmount, formatBalance } from '../balance-format';
import { refreshBalance } from '../balance-store';
import { walletName } from '../wallet-names';
import { LockIcon, RefreshIcon } from './wallet-icons';

/** The spendable total (main plus vendor wallets), money on hold, and a refresh that spins. */
export function WalletSummary({ wallet, loading }: { wallet: WalletBalance; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-summary">
      <div className="wallet-summary__total">
        <span className="wallet-summary__label">{t('wallet_total')}</span>
        <strong className="wallet-summary__amount" data-testid="wallet-total">
          {formatBalance(wallet.sumBalance, wallet.currencySymbol, wallet.scale)}
        </strong>
        {wallet.withdrawHold > 0 && (
          <span className="wallet-summary__hold">
            {t('wallet_on_hold', {
              amount: formatBalance(wallet.withdrawHold, wallet.currencySymbol, wallet.scale),
            })}
          </span>
        )}
      </div>
      <button
        type="button"
        className={`icon-button balance__refresh ${loading ? 'is-spinning' : ''}`}
        onClick={() => void refreshBalance()}
        disabled={loading}
        aria-busy={loading}
        aria-label={t('wallet_refresh')}
        title={t('wallet_refresh')}
        data-testid="wallet-refresh"
      >
        <RefreshIcon />
      </button>
    </div>
  );
}

/** One card per wallet: main first, the bonus shown locked, then each vendor wallet. */
export function WalletCards({ wallet }: { wallet: WalletBalance }) {
  const { t } = useTranslation();
  return (
    <ul className="wallet-cards" data-testid="wallet-cards">
      {wallet.balance.map((line) => {
        const locked = line.accountTypeId === BONUS_WALLET_ID;
        const main = line.accountTypeId === MAIN_WALLET_ID;
        return (
          <li
            key={line.accountTypeId}
            className={`wallet-card ${main ? 'wallet-card--main' : ''} ${locked ? 'wallet-card--locked' : ''}`}
            data-testid={`wallet-card-${line.code}`}
            title={locked ? t('wallet_bonus_locked_hint') : undefined}
          >
            <span className="wallet-card__name">
              {main && <WalletIcon />}
              {locked && <LockIcon />}
              {walletName(t, line.code, wallet.balance)}
            </span>
            <span className="wallet-card__amount" data-testid={`wallet-amount-${line.code}`}>
              {formatAmount(line.availBalance, wallet.scale)}
            </span>
            {locked && <span className="wallet-card__tag">{t('wallet_locked')}</span>}
          </li>
        );
      })}
    </ul>
  );
}
