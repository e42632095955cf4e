import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogHost } from '../../../components/dialog-host';
import { HeadsetIcon } from '../../../components/icons';
import { BrandMark } from '../../layout/components/brand-mark';
import { useCustomerService } from '../../layout/use-customer-service';
import { useSite } from '../use-site';

/** The full-page frame shared by the maintenance and region-blocked pages (spec §2.5). */
export function StatusPage({
  tone,
  icon,
  title,
  children,
}: {
  tone: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { brand } = useSite().info;
  const customerService = useCustomerService();
  return (
    <main className={`status-page status-page--${tone}`} data-testid={`status-page-${tone}`}>
      <div className="status-page__card">
        <div className="status-page__brand">
          <BrandMark className="status-page__mark" />
          <span>{brand.name}</span>
        </div>
        <div className="status-page__icon" aria-hidden="true">
          {icon}
        </div>
        <h1 className="status-page__title">{title}</h1>
        {children}
        <button type="button" className="button button--primary" onClick={customerService}>
          <HeadsetIcon /> {t('customer_service')}
        </button>
      </div>
      <DialogHost />
    </main>
  );
}
