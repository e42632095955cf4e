import { useTranslation } from 'react-i18next';

/**
 * Quick period buttons (today, yesterday, 7 days, 30 days, and custom where offered); any other
 * one-of-a-few choice shown as chips (the promotions' types) names its own legend and test ids.
 */
export function PeriodChips<K extends string>({
  options,
  active,
  onChange,
  labelKey = (period) => `records_period_${period}`,
  legend,
  testIdPrefix = 'period',
}: {
  options: readonly K[];
  /** Null when the chosen days are none of the quick ones. */
  active: K | null;
  onChange: (period: K) => void;
  /** The catalogue key of a period's label (the records' by default). */
  labelKey?: (period: K) => string;
  /** The group's accessible name, translated (the records' "Period" by default). */
  legend?: string;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="period-chips">
      <legend className="visually-hidden">{legend ?? t('records_period')}</legend>
      {options.map((period) => (
        <button
          key={period}
          type="button"
          className="period-chip"
          aria-pressed={period === active}
          onClick={() => onChange(period)}
          data-testid={`${testIdPrefix}-${period}`}
        >
          {t(labelKey(period))}
        </button>
      ))}
    </fieldset>
  );
}
