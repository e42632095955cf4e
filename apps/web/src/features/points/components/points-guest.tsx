import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../i18n/numbers';
import { GuestActions } from '../../auth/components/guest-actions';
import { BagIcon, ExchangeIcon, PointsIcon } from '../points-icons';

/**
 * Who has no points to show: every call of the mall is a member's, so a visitor is asked to sign
 * in (or register) and a trial player to register, under the three steps of how the mall works.
 */
export function PointsGuest({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  const steps = [
    { icon: <PointsIcon />, title: t('pm_step_earn'), text: t('pm_step_earn_text') },
    { icon: <BagIcon />, title: t('pm_step_redeem'), text: t('pm_step_redeem_text') },
    { icon: <ExchangeIcon />, title: t('pm_step_convert'), text: t('pm_step_convert_text') },
  ];
  return (
    <>
      <section className="pm-guest" data-testid="pm-guest">
        <span className="pm-guest__badge" aria-hidden="true">
          <PointsIcon />
        </span>
        <div className="pm-guest__words">
          <h2 className="pm-guest__title">{t(trial ? 'pm_trial_title' : 'pm_visitor_title')}</h2>
          <p className="pm-guest__text">{t(trial ? 'pm_trial_text' : 'pm_visitor_text')}</p>
        </div>
        <GuestActions trial={trial} className="pm-guest__actions" testIdPrefix="pm" />
      </section>
      <ol className="pm-steps" aria-label={t('pm_steps_title')}>
        {steps.map((step, index) => (
          <li key={step.title} className="pm-step">
            <span className="pm-step__icon" aria-hidden="true">
              {step.icon}
            </span>
            <span className="pm-step__number" aria-hidden="true">
              {formatCount(index + 1)}
            </span>
            <h3 className="pm-step__title">{step.title}</h3>
            <p className="pm-step__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
