import type { ReferralRules } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';
import { CopyButton } from '../../deposit/components/copy-button';
import { RestIcon } from '../referral-icons';
import { howItWorks } from '../referral-words';
import { useReferralMoney } from '../use-referral-money';
import { ShareButton } from './share-button';

/**
 * The page's top: the illustration and what a friend can bring, then the member's code and link,
 * each with Copy, the share sheet where the browser has one, and the link as a QR code. While the
 * brand offers no referral rewards the card says so calmly instead.
 */
export function ShareCard({
  code,
  link,
  rules,
  offered,
}: {
  code: string;
  link: string;
  rules: ReferralRules;
  offered: boolean;
}) {
  const { t } = useTranslation();
  const money = useReferralMoney();
  const [artFailed, setArtFailed] = useState(false);
  const upTo = howItWorks(rules).reduce((sum, step) => sum + step.reward, 0);

  return (
    <section className="rf-hero" aria-labelledby="rf-hero-title" data-testid="rf-hero">
      <div className="rf-hero__intro">
        {!artFailed && (
          <img
            className="rf-hero__art"
            src="/images/referral/invite.svg"
            alt=""
            width={240}
            height={160}
            onError={() => setArtFailed(true)}
          />
        )}
        <div className="rf-hero__words">
          <h4 id="rf-hero-title" className="rf-hero__title">
            {t('rf_hero_title')}
          </h4>
          <p className="rf-hero__text" data-testid="rf-hero-text">
            {offered ? t('rf_hero_text', { amount: money(upTo) }) : t('rf_off_text')}
          </p>
        </div>
      </div>

      {offered ? (
        <div className="rf-share" data-testid="rf-share-box">
          <div className="rf-share__fields">
            <div className="rf-field">
              <span className="rf-field__label" id="rf-code-label">
                {t('rf_code_label')}
              </span>
              <div className="rf-field__row">
                <code className="rf-field__code" data-testid="rf-code">
                  {code}
                </code>
                <CopyButton text={code} what={t('rf_code_label')} testId="rf-copy-code" />
              </div>
            </div>
            <div className="rf-field">
              <span className="rf-field__label" id="rf-link-label">
                {t('rf_link_label')}
              </span>
              <div className="rf-field__row">
                <span className="rf-field__link" data-testid="rf-link">
                  {link}
                </span>
                <CopyButton text={link} what={t('rf_link_label')} testId="rf-copy-link" />
              </div>
            </div>
            <ShareButton link={link} />
          </div>
          <figure className="rf-qr">
            <QrCode text={link} size={128} label={t('rf_qr_label', { code })} />
            <figcaption className="rf-qr__caption">{t('rf_qr_caption')}</figcaption>
          </figure>
        </div>
      ) : (
        <div className="rf-off" data-testid="rf-off">
          <RestIcon className="rf-off__icon" />
          <div>
            <strong className="rf-off__title">{t('rf_off_title')}</strong>
            <span className="rf-off__text">{t('rf_off_note')}</span>
          </div>
        </div>
      )}
    </section>
  );
}
