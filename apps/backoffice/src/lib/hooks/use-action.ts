import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A button's call: `busy` while it runs, `error` with the server's translated message when it is
 * refused (four-eyes, a state that moved on). `run` answers whether it went through.
 */
export function useAction() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (work: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await work();
        return true;
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : t('common.errorUnknown'));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  const clear = useCallback(() => setError(null), []);
  return { busy, error, run, clear };
}
