import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { prizeKey } from '../odds-form';

/** A prize's name in the console's language (`HIT` → "Win", `SUM_7` → "Sum 7"), else its code. */
export function usePrizeName() {
  const { t } = useTranslation();
  return useCallback(
    (prize: string): string => {
      const named = prizeKey(prize);
      return named ? t(named.key, { n: named.n }) : prize;
    },
    [t],
  );
}
