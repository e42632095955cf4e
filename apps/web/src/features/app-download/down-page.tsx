import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../components/icons';
import { BannerCarousel } from '../announcements/components/banner-carousel';
import { useSite } from '../site/use-site';
import { absoluteUrl, appDownloads, liteAppUrl } from './app-resources';
import { AppCard } from './components/app-card';
import { AndroidIcon, AppleIcon, LiteAppIcon } from './components/app-icons';
import { InstallButton } from './components/install-button';
import '../../styles/app-download.css';

const STEPS = [1, 2, 3, 4] as const;

/**
 * /down (spec §1, §2.1, issue 17): the w_download banners, then each way to get the app with its
 * QR code and installation steps: iOS and Android only when the brand set their download (its
 * resources), and the lite app (this site installed from the browser) always.
 */
export function DownPage() {
  const { t } = useTranslation();
  const site = useSite();
  const brand = site.info.brand.name;
  const { ios, android } = appDownloads(site.info.resources);
  const origin = window.location.origin;
  const steps = (kind: 'ios' | 'android' | 'lite') =>
    STEPS.map((n) => t(`down_${kind}_step_${n}`, { brand }));

  return (
    <div className="container down-page" data-testid="down-page">
      <BannerCarousel group="w_download" className="down-page__banners" />
      <header className="down-page__head">
        <h1 className="down-page__title">{t('down_title')}</h1>
        <p className="down-page__lead">{t('down_lead', { brand })}</p>
      </header>
      {!ios && !android && (
        <p className="down-page__note" data-testid="down-no-native">
          <InfoIcon /> {t('down_no_native', { brand })}
        </p>
      )}
      <div className="down-page__cards">
        {ios && (
          <AppCard
            id="ios"
            icon={<AppleIcon />}
            title={t('down_ios_title')}
            text={t('down_ios_text', { brand })}
            qrText={absoluteUrl(ios.url, origin)}
            action={
              <a
                className="button button--primary down-card__button"
                href={ios.url}
                download
                data-testid="ios-download"
              >
                {t('down_ios_action')}
              </a>
            }
            steps={steps('ios')}
          />
        )}
        {android && (
          <AppCard
            id="android"
            icon={<AndroidIcon />}
            title={t('down_android_title')}
            text={t('down_android_text', { brand })}
            qrText={absoluteUrl(android.url, origin)}
            action={
              <a
                className="button button--primary down-card__button"
                href={android.url}
                rel="noopener noreferrer"
                data-testid="android-download"
              >
                {t('down_android_action')}
              </a>
            }
            steps={steps('android')}
          />
        )}
        <AppCard
          id="lite"
          icon={<LiteAppIcon />}
          title={t('down_lite_title')}
          text={t('down_lite_text')}
          qrText={liteAppUrl(origin)}
          action={<InstallButton />}
          steps={steps('lite')}
        />
      </div>
    </div>
  );
}
