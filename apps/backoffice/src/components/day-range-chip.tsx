import { useTranslation } from 'react-i18next';

/** A list's `from`/`to` filter (the brand's days), e.g. from a report's row: YYYY-MM-DD. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/u;

/** What a list call takes of a day range: only the ends that are set. */
export const dayRange = (filters: { from: string; to: string }) => ({
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
});

/**
 * Shows that a list is narrowed to some of the brand's days (a report's link opens it so), with a
 * button that widens it again. Nothing when no range is set.
 */
export function DayRangeChip({ from, to, onClear }: { from: string; to: string; onClear: () => void }) {
  const { t } = useTranslation();
  if (!from && !to) return null;
  return (
    <span className="day-range" data-testid="day-range">
      {t('common.days', { from: from || '…', to: to || '…' })}
      <button type="button" className="day-range__clear" onClick={onClear} aria-label={t('common.clearDays')}>
        ×
      </button>
    </span>
  );
}
