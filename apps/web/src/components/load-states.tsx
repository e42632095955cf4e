import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api/api-error';
import type { Load } from '../lib/async/use-load';
import { ErrorPanel } from './error-panel';
import { ListSkeleton } from './list-states';

/**
 * What a list shows for one load: placeholder rows while it loads, the server's words and a retry
 * when it failed, and the list's own content once it is there (nothing while idle: the page says
 * why it does not ask). The agent centre's pages and the member's own feedback use it.
 */
export function LoadStates<T>({
  state,
  retry,
  rows = 6,
  children,
}: {
  state: Load<T>;
  retry: () => void;
  rows?: number;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (state.phase === 'idle') return null;
  if (state.phase === 'loading') return <ListSkeleton rows={rows} />;
  if (state.phase === 'failed') {
    return (
      <ErrorPanel
        message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
        onRetry={retry}
      />
    );
  }
  return <>{children(state.value)}</>;
}
