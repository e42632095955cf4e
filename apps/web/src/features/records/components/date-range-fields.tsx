import { useTranslation } from 'react-i18next';
import type { DayRange } from '../record-periods';

/** The first and last day, inclusive (the account record's fields and labels). */
export function DateRangeFields({
  range,
  invalid,
  onChange,
}: {
  range: DayRange;
  invalid: boolean;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className={`field ${invalid ? 'field--invalid' : ''}`}>
        <span className="field__label">{t('wallet_date_from')}</span>
        <input
          type="date"
          name="from"
          className="field__input"
          value={range.from}
          max={range.to || undefined}
          onChange={(event) => onChange({ ...range, from: event.target.value })}
        />
      </label>
      <label className={`field ${invalid ? 'field--invalid' : ''}`}>
        <span className="field__label">{t('wallet_date_to')}</span>
        <input
          type="date"
          name="to"
          className="field__input"
          value={range.to}
          min={range.from || undefined}
          onChange={(event) => onChange({ ...range, to: event.target.value })}
        />
      </label>
    </>
  );
}
