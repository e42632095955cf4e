import { useTranslation } from 'react-i18next';
import { KeyIcon, ShieldIcon, WalletIcon, WarningIcon } from '../../../components/icons';
import { openMemberCentrePage } from '../../member-centre/member-centre-store';
import { type Blocker, moneyText, serverMessage, type WithdrawInfo } from '../withdraw-rules';

/**
 * The first thing standing between the member and a withdrawal, with the way out: the security
 * centre sets the payment password and binds cards, the deposit page adds money; turnover and the
 * daily count only take time.
 */
export function WithdrawBlocker({ info, blocker }: { info: WithdrawInfo; blocker: Blocker }) {
  const { t, i18n } = useTranslation();
  const content = {
    password: {
      icon: <KeyIcon />,
      title: t('wd_need_password_title'),
      text: t('wd_need_password_text'),
      action: t('wd_need_password_action'),
    },
    card: {
      icon: <ShieldIcon />,
      title: t('wd_need_card_title'),
      text: t('wd_need_card_text'),
      action: t('wd_need_card_action'),
    },
    wagering: {
      icon: <WarningIcon />,
      title: t('wd_wagering_title'),
      text: serverMessage('withdrawal.wagering.open', i18n.language, {
        remaining: moneyText(info.remainingTurnover, info),
      }),
      action: null,
    },
    count: {
      icon: <WarningIcon />,
      title: t('wd_count_title'),
      text: serverMessage('withdrawal.daily.limit', i18n.language, { count: info.dailyLimit }),
      action: null,
    },
    funds: {
      icon: <WalletIcon />,
      title: t('wd_funds_title'),
      text: t('wd_funds_text', {
        available: moneyText(info.available, info),
        min: moneyText(info.min, info),
      }),
      action: t('wd_funds_action'),
    },
  }[blocker];
  /** Where the action button leads: the security centre, or the deposit page for money. */
  const target = blocker === 'funds' ? 'depositv2' : 'securityCenter';
  return (
    <div
      className={`withdraw-blocker withdraw-blocker--${blocker}`}
      data-testid="withdraw-blocker"
      data-blocker={blocker}
    >
      <span className="withdraw-blocker__icon">{content.icon}</span>
      <div className="withdraw-blocker__body">
        <p className="withdraw-blocker__title">{content.title}</p>
        <p className="withdraw-blocker__text">{content.text}</p>
        {blocker === 'wagering' && (
          <p className="withdraw-blocker__turnover" data-testid="withdraw-turnover">
            {t('wd_wagering_remaining')} <strong>{moneyText(info.remainingTurnover, info)}</strong>
          </p>
        )}
      </div>
      {content.action && (
        <button
          type="button"
          className="button button--primary withdraw-blocker__action"
          onClick={() => openMemberCentrePage(target)}
          data-testid="withdraw-blocker-action"
        >
          {content.action}
        </button>
      )}
    </div>
  );
}
