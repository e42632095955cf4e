import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { type BarSlot, barSlots, heightOf, labelledDays, shortDay, valueScale } from '../chart-scale';

export interface ChartSeries {
  /** Translated. */
  label: string;
  values: readonly number[];
  /** `accent`, `violet`, `success`, `danger`: the theme's colours, or `tone` (by sign). */
  colour: 'accent' | 'violet' | 'success' | 'danger' | 'tone';
}

const HEIGHT = 100;

/** The middle of a day's group of bars, as a fraction of the width. */
function centreOf(group: readonly BarSlot[]): number {
  const last = group.at(-1)!;
  return (group[0]!.x + last.x + last.width) / 2;
}

/**
 * Bars per day for one or two series, drawn as SVG that stretches to its box (the labels are HTML,
 * so they keep their size on a phone). Each bar names its day and value on hover; a table the
 * screen reader reads gives every value.
 */
export function DayChart({
  title,
  days,
  series,
  format,
  testId,
}: {
  title: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const titleId = useUniqueId();
  const scale = valueScale(series.map((line) => line.values));
  const slots = barSlots(days.length, series.length);
  const zero = HEIGHT * (1 - heightOf(0, scale));
  return (
    <figure className="day-chart" aria-labelledby={titleId} data-testid={testId}>
      <figcaption id={titleId} className="day-chart__title">
        {title}
      </figcaption>
      {series.length > 1 && (
        <ul className="day-chart__legend" aria-hidden="true">
          {series.map((line) => (
            <li key={line.label} className={`day-chart__key day-chart--${line.colour}`}>
              {line.label}
            </li>
          ))}
        </ul>
      )}
      <div className="day-chart__plot" aria-hidden="true">
        <div className="day-chart__axis">
          <span>{format(scale.max)}</span>
          {scale.min < 0 && scale.max > 0 && <span style={{ top: `${zero}%` }}>{format(0)}</span>}
          <span>{format(scale.min)}</span>
        </div>
        <svg className="day-chart__bars" viewBox={`0 0 1 ${HEIGHT}`} preserveAspectRatio="none">
          <line
            className="day-chart__zero"
            x1="0"
            x2="1"
            y1={zero}
            y2={zero}
            vectorEffect="non-scaling-stroke"
          />
          {days.map((day, index) =>
            series.map((line, which) => {
              const value = line.values[index] ?? 0;
              const top = HEIGHT * (1 - heightOf(Math.max(value, 0), scale));
              const bottom = HEIGHT * (1 - heightOf(Math.min(value, 0), scale));
              const slot = slots[index]![which]!;
              const tone = line.colour === 'tone' ? (value < 0 ? 'danger' : 'success') : line.colour;
              return (
                <rect
                  key={`${day}-${line.label}`}
                  className={`day-chart__bar day-chart--${tone}`}
                  x={slot.x}
                  width={slot.width}
                  y={top}
                  // A day of nothing still shows as a hairline on the axis.
                  height={Math.max(bottom - top, 0.6)}
                >
                  <title>{`${day} · ${line.label}: ${format(value)}`}</title>
                </rect>
              );
            }),
          )}
        </svg>
      </div>
      <div className="day-chart__days" aria-hidden="true">
        {labelledDays(days.length).map((index) => (
          // The SVG is not mirrored in a right-to-left language, so neither are its labels.
          <span key={days[index]} style={{ left: `${centreOf(slots[index]!) * 100}%` }}>
            {shortDay(days[index]!)}
          </span>
        ))}
      </div>
      {/* A table ignores a height smaller than its rows: the box that hides it is a div. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agent_day')}</th>
              {series.map((line) => (
                <th key={line.label} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {series.map((line) => (
                  <td key={line.label}>{format(line.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
