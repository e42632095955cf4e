import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smsCountdownSeconds } from '../../../lib/time/countdown';
import { createThrottle } from '../../../lib/time/throttle';
import { useCountdown } from '../../../lib/time/use-countdown';

/**
 * The send-code button (spec §4): enabled, then disabled with a seconds countdown of
 * expiredMinutes × 60, then enabled again. Presses are throttled to one a second.
 * `onSend` returns the server's expiredMinutes, or null when nothing was sent.
 */
export function SmsCodeButton({
  onSend,
  disabled,
}: {
  onSend: () => Promise<number | null>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const throttle = useMemo(() => createThrottle(1000), []);

  const press = async () => {
    if (sending || remaining > 0 || !throttle()) return;
    setSending(true);
    try {
      const minutes = await onSend();
      if (minutes !== null) start(smsCountdownSeconds(minutes));
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className="button button--secondary sms-button"
      onClick={press}
      disabled={disabled || sending || remaining > 0}
      data-testid="sms-send"
    >
      {remaining > 0
        ? t('sms_resend_in', { seconds: remaining })
        : sending
          ? t('sms_sending')
          : t('sms_send')}
    </button>
  );
}
