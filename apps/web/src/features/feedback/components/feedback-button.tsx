import { useTranslation } from 'react-i18next';
import { openFeedback } from '../feedback-store';
import { FeedbackIcon } from './feedback-icon';
import '../feedback-entry.css';

/** "Feedback" where a page offers it (the footer): opens the popup over the page. */
export function FeedbackButton({ className, testId }: { className?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={className} onClick={openFeedback} data-testid={testId}>
      <FeedbackIcon />
      <span>{t('fb_entry')}</span>
    </button>
  );
}
