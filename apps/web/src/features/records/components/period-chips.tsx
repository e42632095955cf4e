import { useTranslation } from 'react-i18next';

/** Quick period buttons (today, yesterday, 7 days, 30 days, and custom where offered). */
export function PeriodChips<K extends string>({
  options,
  active,
  onChange,
  labelKey = (period) => `records_period_${period}`,
}: {
  options: readonly K[];
  /** Null when the chosen days are none of the quick ones. */
  active: K | null;
  onChange: (period: K) => void;
  /** The catalogue key of a period's label (the records' by default). */
  labelKey?: (period: K) => string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="period-chips">
      <legend className="visually-hidden">{t('records_period')}</legend>
      {options.map((period) => (
        <button
          key={period}
          type="button"
          className="period-chip"
          aria-pressed={period === active}
          onClick={() => onChange(period)}
          data-testid={`period-${period}`}
        >
          {t(labelKey(period))}
        </button>
      ))}
    </fieldset>
  );
}
