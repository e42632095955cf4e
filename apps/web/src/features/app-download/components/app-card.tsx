import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';

/**
 * One way to get the app on /down: its mark, what it is, its QR code (the address a phone scans),
 * its action, and the installation steps in order.
 */
export function AppCard({
  id,
  icon,
  title,
  text,
  qrText,
  action,
  steps,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
  qrText: string;
  action: ReactNode;
  steps: string[];
}) {
  const { t } = useTranslation();
  const headingId = `down-${id}-title`;
  return (
    <section className="down-card" id={id} aria-labelledby={headingId} data-testid={`down-${id}`}>
      <div className="down-card__head">
        <span className={`down-card__mark down-card__mark--${id}`} aria-hidden="true">
          {icon}
        </span>
        <div>
          <h2 className="down-card__title" id={headingId}>
            {title}
          </h2>
          <p className="down-card__text">{text}</p>
        </div>
      </div>
      <div className="down-card__body">
        <figure className="down-card__qr">
          <span className="down-qr">
            <QrCode text={qrText} size={120} margin={0} label={t('down_qr_of', { name: title })} />
          </span>
          <figcaption>{t('down_scan')}</figcaption>
        </figure>
        <div className="down-card__action">{action}</div>
      </div>
      <h3 className="down-card__steps-title">{t('down_steps')}</h3>
      <ol className="down-card__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
