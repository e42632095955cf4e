import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupSecret } from '../login-flow';

/**
 * The new authenticator secret two ways: a QR code of its otpauth address (drawn here, in the
 * browser, by `qrcode`: the secret never goes to another service) and the key as text.
 */
export function TotpSecret({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((text) => {
        if (live) setSvg(text);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [otpauthUrl]);
  return (
    <div className="totp-secret" data-testid="totp-secret">
      <div className="totp-secret__qr">
        {svg ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={t('auth.qrAlt')}
            width={168}
            height={168}
            data-testid="totp-qr"
          />
        ) : (
          <span className="skeleton skeleton--square" />
        )}
      </div>
      <div>
        <p className="muted">{t('auth.enrolHelp')}</p>
        <p className="label">{t('auth.secretKey')}</p>
        <code className="totp-secret__key" data-testid="totp-key">
          {groupSecret(secret)}
        </code>
      </div>
    </div>
  );
}
