import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isOpenPath } from '../../../app/open-pages';
import {
  FacebookIcon,
  HeadsetIcon,
  LinkIcon,
  ShieldIcon,
  TelegramIcon,
  WhatsAppIcon,
  YouTubeIcon,
} from '../../../components/icons';
import { ChatUnreadBadge } from '../../chat/components/chat-unread-badge';
import { FeedbackButton } from '../../feedback/components/feedback-button';
import { useSite } from '../../site/use-site';
import { socialLinks } from '../resources';
import { useCustomerService } from '../use-customer-service';
import { BrandMark } from './brand-mark';
import { PaymentStrip } from './payment-strip';

const SOCIAL_ICONS: Record<string, typeof LinkIcon> = {
  FACEBOOK: FacebookIcon,
  WHATSAPP: WhatsAppIcon,
  TELEGRAM: TelegramIcon,
  YOUTUBE: YouTubeIcon,
};

/** The help centre and the brand's written pages (spec §2.5: the footer's help topics; decision 0053). */
const HELP_TOPICS = [
  ['/help', 'footer_help_faq'],
  ['/help?page=guide', 'help_guide'],
  ['/help?page=agreement', 'help_agreement'],
  ['/help?page=terms', 'footer_help_rules'],
  ['/help?page=privacy', 'footer_help_privacy'],
  ['/sponsor', 'nav_sponsor'],
  ['/description', 'footer_help_about'],
] as const;

/** The brand's own pages beside the games (each only once it is built). */
const EXPLORE = [
  ['/promotions', 'nav_promotions'],
  ['/vip', 'nav_vip'],
  ['/pointMall', 'nav_point_mall'],
  ['/raffle', 'nav_raffles'],
  ['/down', 'nav_download'],
  ['/mirrors', 'nav_mirrors'],
] as const;

/** Help topics (once the help centre is built), social links from the brand's resources, copyright. */
export function Footer() {
  const { t } = useTranslation();
  const { brand, resources } = useSite().info;
  const socials = socialLinks(resources);
  const customerService = useCustomerService();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <BrandMark className="footer__mark" />
          <div>
            <strong>{brand.name}</strong>
            <p>{t('footer_tagline')}</p>
            <button
              type="button"
              className="button button--ghost footer__service"
              onClick={customerService}
              data-testid="footer-customer-service"
            >
              <HeadsetIcon /> {t('customer_service')}
              <ChatUnreadBadge />
            </button>
          </div>
        </div>
        <nav className="footer__topics" aria-label={t('footer_explore')} data-testid="footer-explore">
          <h2 className="footer__heading">{t('footer_explore')}</h2>
          <ul>
            {EXPLORE.filter(([path]) => isOpenPath(path)).map(([path, key]) => (
              <li key={path}>
                <Link to={path}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* The help centre's topics and written pages (no links to an "opening soon" page). */}
        <nav className="footer__topics" aria-label={t('footer_help_title')} data-testid="footer-help">
          <h2 className="footer__heading">{t('footer_help_title')}</h2>
          <ul>
            {HELP_TOPICS.filter(([path]) => isOpenPath(path)).map(([path, key]) => (
              <li key={path}>
                <Link to={path}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer__social">
          <h2 className="footer__heading">{t('footer_follow')}</h2>
          {socials.length === 0 ? (
            <p className="footer__muted">{t('footer_no_social')}</p>
          ) : (
            <ul className="footer__social-list">
              {socials.map((link) => {
                const Icon = SOCIAL_ICONS[link.resourceType.toUpperCase()] ?? LinkIcon;
                return (
                  <li key={link.resourceType + link.url}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={link.labelNameEn}
                      title={link.labelNameEn}
                    >
                      <Icon />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
          <FeedbackButton className="footer__feedback" testId="footer-feedback" />
        </div>
      </div>
      <PaymentStrip resources={resources} />
      <div className="footer__legal">
        <span className="footer__age" role="img" aria-label={t('footer_age_label')}>
          18+
        </span>
        <ShieldIcon aria-hidden="true" />
        <p>{t('footer_responsible')}</p>
        <p className="footer__copyright">
          {t('footer_copyright', { year: new Date().getFullYear(), brand: brand.name })}
        </p>
      </div>
    </footer>
  );
}
