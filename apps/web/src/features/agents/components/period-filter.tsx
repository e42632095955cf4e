import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../records/components/date-range-fields';
import { PeriodChips } from '../../records/components/period-chips';
import { AGENT_PERIODS, type PeriodChoice, periodChoiceProblem, periodLabelKey } from '../agent-periods';

/**
 * The period of an agent's report: today, yesterday, this or last week, this or last month, or
 * custom days (two date fields), with the reason the custom days cannot be asked for.
 */
export function PeriodFilter({
  choice,
  onChange,
}: {
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}) {
  const { t } = useTranslation();
  const problem = periodChoiceProblem(choice);
  return (
    <div className="agent-period">
      <PeriodChips
        options={AGENT_PERIODS}
        active={choice.period}
        onChange={(period) => onChange({ ...choice, period })}
        labelKey={periodLabelKey}
      />
      {choice.period === 'custom' && (
        <div className="agent-period__custom">
          <DateRangeFields
            range={choice.custom}
            invalid={problem !== null}
            onChange={(custom) => onChange({ ...choice, custom })}
          />
        </div>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {t(problem)}
        </p>
      )}
    </div>
  );
}
