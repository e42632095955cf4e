import { useTranslation } from 'react-i18next';
import { showAlert } from '../../components/dialog-store';
import { useSite } from '../site/use-site';
import { openCustomerService } from './resources';

/** Opens the first customer-service link; says so plainly when the brand has none configured. */
export function useCustomerService(): () => void {
  const { t } = useTranslation();
  const resources = useSite().info.resources;
  return () => {
    if (!openCustomerService(resources)) {
      void showAlert({
        title: t('customer_service'),
        message: t('customer_service_missing'),
        confirmLabel: t('common_ok'),
        tone: 'info',
      });
    }
  };
}
