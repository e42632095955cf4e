import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), served at `/metrics` (http/metrics-route.ts).
 * One registry per process: a node is a process, and Prometheus adds the nodes up. Hot paths call
 * the small functions below, which keep one labelled child per label value: after the first call a
 * count is a map lookup and an increment, with nothing allocated.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'tessera_' });

const requestSeconds = new Histogram({
  name: 'tessera_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status code: rate (_count) and latency',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const ledgerPostings = new Counter({
  name: 'tessera_ledger_postings_total',
  help: 'Ledger postings written, by the kind of their first leg ("statement": posted by a SQL function of its own, as provider bets and lottery slips are)',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

const providerCalls = new Counter({
  name: 'tessera_provider_calls_total',
  help: 'Provider wallet API calls by action and answered status',
  labelNames: ['action', 'status'] as const,
  registers: [metricsRegistry],
});

const jobRuns = new Histogram({
  name: 'tessera_job_run_duration_seconds',
  help: 'Background job passes by job and outcome (ok, failed): count (_count) and duration',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.005, 0.025, 0.1, 0.5, 2.5, 10, 60],
  registers: [metricsRegistry],
});

/** The map under `key`, made on first use. */
function level<K, V>(map: Map<K, V>, key: K): V {
  let next = map.get(key);
  if (next === undefined) {
    next = new Map() as V;
    map.set(key, next);
  }
  return next;
}

// The hot paths below look their child up without a closure or a key string: nothing is allocated
// once a label value has been seen.

type RequestChild = ReturnType<typeof requestSeconds.labels>;
/** method → route → status code → child. */
const requestChildren = new Map<string, Map<string, Map<number, RequestChild>>>();
/** One answered request: `route` is the route's pattern (`/wps/x/:id`), never the raw URL. */
export function observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
  const byStatus = level(level(requestChildren, method), route);
  let child = byStatus.get(statusCode);
  if (!child) {
    child = requestSeconds.labels(method, route, String(statusCode));
    byStatus.set(statusCode, child);
  }
  child.observe(seconds);
}

const postingChildren = new Map<string, ReturnType<typeof ledgerPostings.labels>>();
export function countPosting(kind: string, postings = 1): void {
  let child = postingChildren.get(kind);
  if (!child) {
    child = ledgerPostings.labels(kind);
    postingChildren.set(kind, child);
  }
  child.inc(postings);
}

type ProviderChild = ReturnType<typeof providerCalls.labels>;
const providerChildren = new Map<string, Map<string, ProviderChild>>();
/** `action` must be one of the API's actions (the caller maps anything else to one word). */
export function countProviderCall(action: string, status: string): void {
  const byStatus = level(providerChildren, action);
  let child = byStatus.get(status);
  if (!child) {
    child = providerCalls.labels(action, status);
    byStatus.set(status, child);
  }
  child.inc();
}

type JobChild = ReturnType<typeof jobRuns.labels>;
const jobChildren = new Map<string, Map<string, JobChild>>();
export function observeJobRun(job: string, outcome: 'ok' | 'failed', seconds: number): void {
  let child = level(jobChildren, job).get(outcome);
  if (!child) {
    child = jobRuns.labels(job, outcome);
    level(jobChildren, job).set(outcome, child);
  }
  child.observe(seconds);
}
