import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../../components/icons';
import { maskBalance } from '../balance-format';

/**
 * The member's balance. Wallets open in a later release, so it shows "—" (never a made-up number);
 * the eye toggle already hides it the way the original does.
 */
export function BalanceView({ symbol, amountText = '—' }: { symbol: string; amountText?: string }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  return (
    <span className="balance">
      <span className="balance__value" data-testid="balance" title={t('balance_not_open')}>
        <span className="balance__symbol">{symbol}</span> {hidden ? maskBalance(amountText) : amountText}
      </span>
      <button
        type="button"
        className="balance__eye"
        onClick={() => setHidden((value) => !value)}
        aria-label={hidden ? t('balance_show') : t('balance_hide')}
        aria-pressed={hidden}
      >
        {hidden ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </span>
  );
}
