import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../mission-icons';
import { countdownWords, timeLeft } from '../mission-words';

/** The time left until `end` in words ("Ends in 2d 3h"); "Ended" once it has passed; nothing without an end. */
export function Countdown({
  end,
  now,
  className = '',
}: {
  end: string | null;
  now: number;
  className?: string;
}) {
  const { t } = useTranslation();
  if (end === null) return null;
  const left = timeLeft(end, now);
  let text: string;
  if (!left) text = t('ms_ended');
  else {
    const words = countdownWords(left);
    const time =
      words.unit === 'days'
        ? t('ms_time_days', { days: words.days, hours: words.hours })
        : words.unit === 'hours'
          ? t('ms_time_hours', { hours: words.hours, minutes: words.minutes })
          : t('ms_time_minutes', { minutes: words.minutes, seconds: words.seconds });
    text = t('ms_ends_in', { time });
  }
  return (
    <span className={`ms-countdown ${className}`} role="timer" aria-live="off" data-testid="ms-countdown">
      <ClockIcon aria-hidden="true" />
      {text}
    </span>
  );
}
