import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../wallet/balance-format';
import { moneyText, type WithdrawInfo } from '../withdraw-rules';

/** What can be withdrawn now, the limits per withdrawal and how many requests are left today. */
export function WithdrawSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  return (
    <div className="withdraw-summary" data-testid="withdraw-summary">
      <div className="withdraw-summary__main">
        <span className="withdraw-summary__label">{t('wd_available')}</span>
        <span className="withdraw-summary__amount" data-testid="withdraw-available">
          {formatBalance(info.available, info.currencySymbol, info.scale)}
        </span>
      </div>
      <dl className="withdraw-summary__facts">
        <div>
          <dt>{t('wd_limits')}</dt>
          <dd>
            {moneyText(info.min, info)} – {moneyText(info.max, info)}
          </dd>
        </div>
        <div>
          <dt>{t('wd_today_left')}</dt>
          <dd data-testid="withdraw-daily-count">
            {t('wd_today_left_value', { count: info.dailyCount, limit: info.dailyLimit })}
          </dd>
        </div>
      </dl>
    </div>
  );
}
