import { useTranslation } from 'react-i18next';
import { WarningIcon } from './icons';

/** A load that failed: what happened, in words, and a way to try again. */
export function ErrorPanel({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="error-panel" role="alert">
      <WarningIcon className="error-panel__icon" />
      <p className="error-panel__text">{message ?? t('common_load_failed')}</p>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('common_retry')}
        </button>
      )}
    </div>
  );
}
