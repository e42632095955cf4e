import type { Resource } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { WhenNear } from '../../../components/when-near';
import { paymentImages } from '../resources';

/** The footer's payment images (spec §2.5): the brand's `PAYMENT` resources, each logo named. */
export function PaymentStrip({ resources }: { resources: readonly Resource[] }) {
  const { t } = useTranslation();
  const logos = paymentImages(resources);
  if (logos.length === 0) return null;
  return (
    <section className="footer__payments" aria-label={t('footer_payments')} data-testid="footer-payments">
      <h2 className="footer__heading">{t('footer_payments')}</h2>
      {/* Far below the fold: the logos load as the footer nears the screen (decision 0057). */}
      <WhenNear height={76}>
        <ul className="footer__payment-list">
          {logos.map((logo) => (
            <li key={logo.url}>
              <img
                src={logo.url}
                alt={logo.labelNameEn}
                title={logo.labelNameEn}
                width={84}
                height={34}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      </WhenNear>
    </section>
  );
}
