import { useTranslation } from 'react-i18next';
import { FORBIDDEN_CODE, isApiError } from '../lib/api/api-error';
import { Icon } from './icon';

/** A failed load: the server's own message, a clear "not allowed" for a role refusal, and a retry. */
export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error, FORBIDDEN_CODE)) return <Forbidden />;
  const message = error instanceof Error ? error.message : t('common.errorUnknown');
  return (
    <div className="state state--error" role="alert" data-testid="load-error">
      <h2>{t('common.errorTitle')}</h2>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          <Icon name="refresh" size={16} /> {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/** The role may not use this: the server's `staff.forbidden`, or a page its calls do not allow. */
export function Forbidden() {
  const { t } = useTranslation();
  return (
    <div className="state state--forbidden" role="alert" data-testid="forbidden">
      <Icon name="lock" size={28} />
      <h2>{t('common.forbiddenTitle')}</h2>
      <p>{t('common.forbiddenText')}</p>
    </div>
  );
}

export function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <div className="state state--empty" data-testid="empty">
      <h2>{title}</h2>
      {text && <p>{text}</p>}
    </div>
  );
}

/** Placeholder rows while a list loads the first time (the same height as real rows: no jump). */
export function SkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <tbody aria-hidden="true" data-testid="loading">
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key by.
        <tr key={row} className="skeleton-row">
          {Array.from({ length: columns }, (_, cell) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <td key={cell}>
              <span className="skeleton" />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
