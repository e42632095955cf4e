import { useTranslation } from 'react-i18next';
import { showAlert } from '../../components/dialog-store';
import { useSite } from '../site/use-site';
import { openCustomerService, socialLinks } from './resources';

/**
 * Opens the first customer-service link (the live chat, spec §9). A brand without one (the demo,
 * until the live chat is built: decision 0025) gets the site's own answer instead of a window to
 * nowhere: the contact channels it does have (WhatsApp, Telegram, …, linked in the footer and the
 * support button), or plainly that there are none.
 */
export function useCustomerService(): () => void {
  const { t } = useTranslation();
  const resources = useSite().info.resources;
  return () => {
    if (openCustomerService(resources)) return;
    const channels = socialLinks(resources).map((link) => link.labelNameEn);
    void showAlert({
      title: t('customer_service'),
      message:
        channels.length > 0
          ? t('customer_service_channels', { channels: channels.join(', ') })
          : t('customer_service_missing'),
      confirmLabel: t('common_ok'),
      tone: 'info',
    });
  };
}
