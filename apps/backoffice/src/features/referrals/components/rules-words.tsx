import type { ReferralSettings } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { ruleMoney } from '../../points/components/settings-words';
import { earnSteps } from '../referral-rules';

/**
 * The referral rules in plain words, in the console's language, drawn from the form as it stands:
 * what a referrer earns per friend at each step ("৳50 when the friend's first deposit is ৳500 or
 * more"), the most one friend brings, and which friends are held for review.
 */
export function RulesWords(props: {
  settings: ReferralSettings;
  ready: boolean;
  currency: string;
  scale: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { settings, currency, scale } = props;
  const money = (amount: number) => ruleMoney(amount, currency, lang, scale);
  const { steps, total } = earnSteps(settings, scale);
  const holds = [settings.holdSameIp && 'SAME_IP', settings.holdSameDevice && 'SAME_DEVICE'].filter(
    (flag): flag is 'SAME_IP' | 'SAME_DEVICE' => !!flag,
  );
  return (
    <section
      className="preview referral-words"
      aria-label={t('referrals.rules.preview')}
      data-testid="referral-preview"
      data-status={props.ready ? 'ready' : 'waiting'}
    >
      <p className="preview__label">{t('referrals.rules.preview')}</p>
      <div className={`preview__frame${props.ready ? '' : ' is-stale'}`}>
        {!props.ready && <p className="form-note">{t('referrals.rules.previewWaiting')}</p>}
        {!settings.enabled && (
          <p className="referral-words__off" data-testid="referral-off">
            {t('referrals.rules.words.off')}
          </p>
        )}
        <h3 className="preview__title">{t('referrals.rules.words.perFriend')}</h3>
        <ul className="referral-words__list" data-testid="referral-words">
          {steps.length === 0 && <li>{t('referrals.rules.words.nothing')}</li>}
          {steps.map((step) => (
            <li key={step.stage} data-stage={step.stage}>
              {step.stage === 'REGISTER'
                ? t('referrals.rules.words.REGISTER', { amount: money(step.amount) })
                : step.stage === 'FIRST_DEPOSIT'
                  ? step.condition > 0
                    ? t('referrals.rules.words.FIRST_DEPOSIT', {
                        amount: money(step.amount),
                        min: money(step.condition),
                      })
                    : t('referrals.rules.words.FIRST_DEPOSIT_ANY', { amount: money(step.amount) })
                  : t('referrals.rules.words.VALID_BET', {
                      amount: money(step.amount),
                      threshold: money(step.condition),
                    })}
            </li>
          ))}
        </ul>
        {steps.length > 1 && (
          <p className="referral-words__total" data-testid="referral-total">
            <strong>{t('referrals.rules.words.total', { amount: money(total) })}</strong>
          </p>
        )}
        <h3 className="preview__title">{t('referrals.rules.holdTitle')}</h3>
        <ul className="referral-words__list" data-testid="referral-holds">
          {holds.length === 0 ? (
            <li>{t('referrals.rules.words.noHold')}</li>
          ) : (
            holds.map((flag) => <li key={flag}>{t(`referrals.rules.words.hold.${flag}`)}</li>)
          )}
          {holds.length > 0 && <li className="muted">{t('referrals.rules.words.holdReview')}</li>}
        </ul>
      </div>
    </section>
  );
}
