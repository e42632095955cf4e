import { collectDefaultMetrics, Registry } from 'prom-client';
import { LeanCounter, LeanHistogram } from './lean-metrics.js';

/**
 * The process's Prometheus metrics (prom-client), served at `/metrics` (http/metrics-route.ts).
 * One registry per process: a node is a process, and Prometheus adds the nodes up. What hot paths
 * count (every request, posting, provider call) is kept in lean series (lean-metrics.ts): a map
 * lookup per label and an addition, nothing allocated.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'tessera_' });

const requestSeconds = new LeanHistogram(
  metricsRegistry,
  'tessera_http_request_duration_seconds',
  'HTTP requests by method, route pattern and status code: rate (_count) and latency',
  ['method', 'route', 'status_code'],
  [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);

const ledgerPostings = new LeanCounter(
  metricsRegistry,
  'tessera_ledger_postings_total',
  'Ledger postings written, by the kind of their first leg ("statement": posted by a SQL function of its own, as provider bets and lottery slips are)',
  ['kind'],
);

const providerCalls = new LeanCounter(
  metricsRegistry,
  'tessera_provider_calls_total',
  'Provider wallet API calls by action and answered status',
  ['action', 'status'],
);

const jobRuns = new LeanHistogram(
  metricsRegistry,
  'tessera_job_run_duration_seconds',
  'Background job passes by job and outcome (ok, failed): count (_count) and duration',
  ['job', 'outcome'],
  [0.005, 0.025, 0.1, 0.5, 2.5, 10, 60],
);

/** Status codes as label text, made once each. */
const STATUS_TEXT: string[] = [];
for (let code = 100; code < 600; code += 1) STATUS_TEXT[code] = String(code);

/** One answered request: `route` is the route's pattern (`/wps/x/:id`), never the raw URL. */
export function observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
  requestSeconds.observe(seconds, method, route, STATUS_TEXT[statusCode] ?? String(statusCode));
}

export function countPosting(kind: string, postings = 1): void {
  ledgerPostings.inc(postings, kind);
}

/** `action` must be one of the API's actions (the caller maps anything else to one word). */
export function countProviderCall(action: string, status: string): void {
  providerCalls.inc(1, action, status);
}

export function observeJobRun(job: string, outcome: 'ok' | 'failed', seconds: number): void {
  jobRuns.observe(seconds, job, outcome);
}
