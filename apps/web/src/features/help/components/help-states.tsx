import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { isApiError } from '../../../lib/api/api-error';
import type { Load } from '../../../lib/async/use-load';

/** A help load's loading (skeleton), failed (the refusal's words and Try again) and empty states, else its content. */
export function HelpStates<T>({
  state,
  retry,
  isEmpty,
  empty,
  children,
}: {
  state: Load<T>;
  retry: () => void;
  isEmpty: (value: T) => boolean;
  empty: string;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (state.phase === 'failed') {
    return (
      <ErrorPanel
        message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
        onRetry={retry}
      />
    );
  }
  if (state.phase !== 'ready') {
    return (
      <div className="help-loading" role="status" aria-label={t('common_loading')} data-testid="help-loading">
        <span className="help-loading__nav shimmer" />
        <span className="help-loading__body shimmer" />
      </div>
    );
  }
  if (isEmpty(state.value)) {
    return (
      <p className="help-empty" data-testid="help-empty">
        {empty}
      </p>
    );
  }
  return <>{children(state.value)}</>;
}
