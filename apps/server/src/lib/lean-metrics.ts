import type { Metric, MetricObjectWithValues, MetricType, MetricValueWithName, Registry } from 'prom-client';

/**
 * Counters and histograms for hot paths, read by prom-client only when scraped. prom-client's own
 * `inc` and `observe` hash the label object and check it on every call (about ten times the cost
 * of the count itself); here a series is found through one small map per label, made on first
 * use, and a count is an addition on a plain number: nothing is allocated once a label value has
 * been seen. The registry formats them like its own metrics (`get()` answers the same shape).
 */
/** prom-client's typings declare `MetricType` a numeric enum; the registry writes the string. */
const TYPE = { counter: 'counter', histogram: 'histogram' } as unknown as Record<string, MetricType>;

abstract class LeanMetric<S> {
  /** label 1 → label 2 → label 3 → series (a metric uses as many levels as it has labels). */
  private readonly root = new Map<string, unknown>();
  private readonly all: S[] = [];

  constructor(
    registry: Registry,
    readonly name: string,
    readonly help: string,
    readonly type: MetricType,
    readonly labelNames: readonly string[],
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  protected abstract create(labels: Record<string, string>): S;
  protected abstract values(series: S): MetricValueWithName<string>[];

  /** The series of these label values (as many as the metric's labels). */
  protected series(a: string, b?: string, c?: string): S {
    const depth = this.labelNames.length;
    let level = this.root;
    if (depth > 1) level = this.level(level, a);
    if (depth > 2) level = this.level(level, b!);
    const key = depth === 1 ? a : depth === 2 ? b! : c!;
    let series = level.get(key) as S | undefined;
    if (series === undefined) {
      const given = [a, b, c];
      const labels: Record<string, string> = {};
      this.labelNames.forEach((name, i) => {
        labels[name] = given[i]!;
      });
      series = this.create(labels);
      level.set(key, series);
      this.all.push(series);
    }
    return series;
  }

  private level(map: Map<string, unknown>, key: string): Map<string, unknown> {
    let next = map.get(key) as Map<string, unknown> | undefined;
    if (next === undefined) {
      next = new Map();
      map.set(key, next);
    }
    return next;
  }

  async get(): Promise<MetricObjectWithValues<MetricValueWithName<string>>> {
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: 'sum',
      collect: () => {},
      values: this.all.flatMap((series) => this.values(series)),
    };
  }

  reset(): void {
    this.root.clear();
    this.all.length = 0;
  }
}

interface CounterSeries {
  labels: Record<string, string>;
  value: number;
}

export class LeanCounter extends LeanMetric<CounterSeries> {
  constructor(registry: Registry, name: string, help: string, labelNames: readonly string[]) {
    super(registry, name, help, TYPE.counter, labelNames);
  }

  inc(by: number, a: string, b?: string, c?: string): void {
    this.series(a, b, c).value += by;
  }

  protected create(labels: Record<string, string>): CounterSeries {
    return { labels, value: 0 };
  }

  protected values(series: CounterSeries) {
    return [{ labels: series.labels, value: series.value }];
  }
}

interface HistogramSeries {
  labels: Record<string, string>;
  /** Observations per bucket (not cumulative); the last is above every bound. */
  counts: Float64Array;
  sum: number;
  count: number;
}

export class LeanHistogram extends LeanMetric<HistogramSeries> {
  constructor(
    registry: Registry,
    name: string,
    help: string,
    labelNames: readonly string[],
    private readonly bounds: readonly number[],
  ) {
    super(registry, name, help, TYPE.histogram, labelNames);
  }

  observe(value: number, a: string, b?: string, c?: string): void {
    const series = this.series(a, b, c);
    let bucket = 0;
    while (bucket < this.bounds.length && value > this.bounds[bucket]!) bucket += 1;
    series.counts[bucket]! += 1;
    series.sum += value;
    series.count += 1;
  }

  protected create(labels: Record<string, string>): HistogramSeries {
    return { labels, counts: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
  }

  protected values(series: HistogramSeries) {
    const values: MetricValueWithName<string>[] = [];
    let cumulative = 0;
    this.bounds.forEach((bound, i) => {
      cumulative += series.counts[i]!;
      values.push({
        metricName: `${this.name}_bucket`,
        labels: { ...series.labels, le: bound },
        value: cumulative,
      });
    });
    values.push({
      metricName: `${this.name}_bucket`,
      labels: { ...series.labels, le: '+Inf' },
      value: series.count,
    });
    values.push({ metricName: `${this.name}_sum`, labels: series.labels, value: series.sum });
    values.push({ metricName: `${this.name}_count`, labels: series.labels, value: series.count });
    return values;
  }
}
