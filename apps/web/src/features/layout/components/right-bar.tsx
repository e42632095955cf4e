import { useTranslation } from 'react-i18next';
import { FacebookIcon, HeadsetIcon, TelegramIcon, WhatsAppIcon } from '../../../components/icons';
import { useSite } from '../../site/use-site';
import { resourceOfType } from '../resources';
import { useCustomerService } from '../use-customer-service';

const SOCIAL = [
  { type: 'WHATSAPP', Icon: WhatsAppIcon },
  { type: 'FACEBOOK', Icon: FacebookIcon },
  { type: 'TELEGRAM', Icon: TelegramIcon },
] as const;

/** Floating contact bar on the inline end (spec §2.5): customer service, then configured socials. */
export function RightBar() {
  const { t } = useTranslation();
  const resources = useSite().info.resources;
  const customerService = useCustomerService();
  return (
    <aside className="right-bar" aria-label={t('right_bar_label')}>
      <button
        type="button"
        className="right-bar__button right-bar__button--cs"
        onClick={customerService}
        aria-label={t('customer_service')}
        title={t('customer_service')}
      >
        <HeadsetIcon />
      </button>
      {SOCIAL.map(({ type, Icon }) => {
        const link = resourceOfType(resources, type);
        if (!link) return null;
        return (
          <a
            key={type}
            className={`right-bar__button right-bar__button--${type.toLowerCase()}`}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.labelNameEn}
            title={link.labelNameEn}
          >
            <Icon />
          </a>
        );
      })}
    </aside>
  );
}
