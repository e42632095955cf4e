import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One line (or bars) over the days; its colour is a CSS custom property of the theme. */
export interface ChartSeries {
  label: string;
  values: number[];
  /** `--accent`, `--good`, `--danger`, … read when the chart is drawn (light or dark). */
  color: string;
  bars?: boolean;
}

interface TimeChartProps {
  /** The days, `YYYY-MM-DD` (the brand's days). */
  days: string[];
  series: ChartSeries[];
  /** The y axis and the legend's values: money or counts, in the console's language. */
  formatValue: (value: number) => string;
  /** The axis's day labels. */
  formatDay: (day: string) => string;
  /** What the chart says, for assistive technology. */
  summary: string;
  /** The legend's name for the x value ("Day"). */
  dayLabel: string;
  /** Counts: the y axis steps by whole numbers. */
  integer?: boolean;
  height?: number;
  testId?: string;
}

/** Whole-number steps for a count axis (no "1.5 players"). */
const INTEGER_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

const cssVar = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';

/** Noon UTC of a day: the x value (seconds), far from any day boundary. */
const dayToX = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

/**
 * A thin wrapper around uPlot (decision 0032): made once per series set, sized with its box,
 * redrawn when the theme changes (every colour from the theme's custom properties).
 */
export function TimeChart(props: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const shape = `${props.days.join(',')}|${props.series.map((s) => `${s.label}:${s.values.join(',')}`).join('|')}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the data's shape is the trigger; the rest is read from `latest`.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: uPlot | null = null;
    const build = () => {
      plot?.destroy();
      const p = latest.current;
      const text = cssVar('--text-2');
      const grid = cssVar('--border');
      const axis: uPlot.Axis = {
        stroke: text,
        grid: { stroke: grid, width: 1 },
        ticks: { stroke: grid, width: 1 },
        font: '11px system-ui, sans-serif',
      };
      const xs = p.days.map(dayToX);
      const byX = new Map(xs.map((x, i) => [x, p.days[i]!]));
      const bars = uPlot.paths.bars?.({ size: [0.6, 28] });
      plot = new uPlot(
        {
          width: Math.max(200, element.clientWidth),
          height: p.height ?? 220,
          padding: [12, 24, 0, 4],
          cursor: { drag: { x: false, y: false }, points: { size: 6 } },
          legend: { live: true },
          scales: {
            x: { time: false, range: (_u, min, max) => [min - 43_200, max + 43_200] },
            // Nothing yet (every day zero): a small range, not 0–100.
            y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : p.integer ? 5 : 10] },
          },
          axes: [
            {
              ...axis,
              values: (_u, splits) => splits.map((x) => (byX.has(x) ? p.formatDay(byX.get(x)!) : '')),
              splits: () => xs,
              // Fewer labels on a narrow box: every n-th day.
              filter: (u, splits) => {
                const room = Math.max(1, Math.floor(u.bbox.width / devicePixelRatio / 56));
                const step = Math.ceil(splits.length / room);
                return splits.map((x, i) => ((splits.length - 1 - i) % step === 0 ? x : null));
              },
            },
            {
              ...axis,
              size: 64,
              values: (_u, splits) => splits.map((v) => p.formatValue(v)),
              ...(p.integer ? { incrs: INTEGER_STEPS } : {}),
            },
          ],
          series: [
            { label: p.dayLabel, value: (_u, x) => (x == null ? '—' : p.formatDay(byX.get(x) ?? '')) },
            ...p.series.map((s) => {
              const colour = cssVar(s.color);
              return {
                label: s.label,
                stroke: colour,
                width: s.bars ? 0 : 2,
                fill: s.bars ? colour : undefined,
                points: { show: p.days.length <= 14, size: 5, fill: colour },
                paths: s.bars ? bars : undefined,
                value: (_u: uPlot, v: number | null) => (v == null ? '—' : p.formatValue(v)),
              } satisfies uPlot.Series;
            }),
          ],
        },
        [xs, ...p.series.map((s) => s.values)],
        element,
      );
    };
    build();
    const resize = new ResizeObserver(() => {
      if (plot && Math.abs(plot.width - element.clientWidth) > 2)
        plot.setSize({ width: Math.max(200, element.clientWidth), height: latest.current.height ?? 220 });
    });
    resize.observe(element);
    // The theme (a choice or the system's) is the <html data-theme>: redraw with its colours.
    const theme = new MutationObserver(build);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'lang'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      plot?.destroy();
    };
  }, [shape, props.formatValue, props.formatDay]);

  return <div className="chart" ref={box} role="img" aria-label={props.summary} data-testid={props.testId} />;
}
