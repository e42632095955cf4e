import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { createThrottle } from '../../../lib/time/throttle';
import { fetchCaptcha } from '../api/get-captcha';

type ImageState = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; png: string };

/**
 * Captcha input with its image; a click on the image loads a new one, at most once per second
 * (spec §9). `reloadSignal` changes when the server refused the answer, which spends the old image.
 */
export function CaptchaField({
  value,
  onChange,
  error,
  reloadSignal,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  reloadSignal?: number;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState<ImageState>({ phase: 'loading' });
  const throttle = useMemo(() => createThrottle(1000), []);

  const load = useCallback(() => {
    setImage((current) => (current.phase === 'ready' ? current : { phase: 'loading' }));
    fetchCaptcha().then(
      (png) => setImage({ phase: 'ready', png }),
      () => setImage({ phase: 'failed' }),
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadSignal is the trigger itself
  useEffect(() => {
    throttle();
    load();
  }, [load, reloadSignal, throttle]);

  const refresh = () => {
    if (throttle()) load();
  };

  return (
    <TextField
      label={t('field_captcha')}
      required
      value={value}
      onChange={onChange}
      error={error}
      autoComplete="off"
      inputMode="text"
      maxLength={16}
      name="captcha"
      addon={
        <button
          type="button"
          className="captcha-image"
          onClick={refresh}
          aria-label={t('captcha_refresh')}
          title={t('captcha_refresh')}
          data-testid="captcha-image"
        >
          {image.phase === 'ready' && (
            <img src={`data:image/png;base64,${image.png}`} alt={t('captcha_alt')} />
          )}
          {image.phase === 'loading' && <span className="captcha-image__placeholder shimmer" />}
          {image.phase === 'failed' && <span className="captcha-image__failed">{t('common_retry')}</span>}
        </button>
      }
    />
  );
}
