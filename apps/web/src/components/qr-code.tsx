import { useEffect, useState } from 'react';

/**
 * A QR code of `text`, drawn in the browser by `qrcode` (loaded only when one is shown, so it
 * weighs nothing on other pages): an authenticator's otpauth address never leaves the page. Spec
 * §2.5's download codes use the same (size 100, margin 10 there).
 */
export function QrCode({
  text,
  size = 168,
  margin = 1,
  label,
}: {
  text: string;
  size?: number;
  margin?: number;
  label: string;
}) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSvg(null);
    import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin, errorCorrectionLevel: 'M' }))
      .then((drawn) => {
        if (live) setSvg(drawn);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text, margin]);
  return svg ? (
    <img
      className="qr-code"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={size}
      height={size}
      data-testid="qr-code"
    />
  ) : (
    <span className="qr-code qr-code--loading" style={{ width: size, height: size }} aria-hidden="true" />
  );
}
