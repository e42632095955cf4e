import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QrCode } from '../../../components/qr-code';
import { useSite } from '../../site/use-site';
import { absoluteUrl, appDownloads } from '../app-resources';
import { AndroidIcon, AppleIcon, PhoneDownloadIcon } from './app-icons';
import '../../../styles/app-download.css';

/** Spec §2.5: the header's download codes are 100 px with a 10 px quiet zone. */
const QR_SIZE = 100;

/**
 * The header's download QR popup (spec §2.5): the iOS configuration profile's and the Android
 * app's codes, each only when the brand set that download; nothing at all when it set neither.
 * Opens on click (and keyboard), closes on Escape, a click elsewhere or following its link.
 */
export function DownloadQrButton() {
  const { t } = useTranslation();
  const site = useSite();
  const { ios, android } = appDownloads(site.info.resources);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!ios && !android) return null;
  const origin = window.location.origin;
  const codes = [
    ios && { key: 'ios', icon: <AppleIcon />, name: t('down_ios_title'), url: absoluteUrl(ios.url, origin) },
    android && {
      key: 'android',
      icon: <AndroidIcon />,
      name: t('down_android_title'),
      url: absoluteUrl(android.url, origin),
    },
  ].filter((code) => code !== null);

  return (
    <div className="download-qr" ref={box}>
      <button
        type="button"
        className="icon-button"
        aria-label={t('down_qr_button')}
        title={t('down_qr_button')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        data-testid="download-qr-button"
      >
        <PhoneDownloadIcon />
      </button>
      {open && (
        <div className="download-qr__panel" id={panelId} data-testid="download-qr-panel">
          <p className="download-qr__title">{t('down_qr_title')}</p>
          <div className="download-qr__codes">
            {codes.map((code) => (
              <figure key={code.key} className="download-qr__code" data-testid={`download-qr-${code.key}`}>
                <span className="down-qr down-qr--header">
                  <QrCode
                    text={code.url}
                    size={QR_SIZE}
                    margin={0}
                    label={t('down_qr_of', { name: code.name })}
                  />
                </span>
                <figcaption>
                  {code.icon} {code.name}
                </figcaption>
              </figure>
            ))}
          </div>
          <Link to="/down" className="download-qr__all" onClick={() => setOpen(false)}>
            {t('down_qr_all')}
          </Link>
        </div>
      )}
    </div>
  );
}
