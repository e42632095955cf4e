import { spawn } from 'node:child_process';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/**
 * Drive a URL with autocannon in its own process, so the load generator never shares the event
 * loop of the server it measures.
 */
export function load(
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const args = ['-j', '-c', String(options.connections ?? 32), '-d', String(options.seconds ?? 6)];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn('autocannon', args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const report = JSON.parse(out);
      resolve({
        requestsPerSecond: report.requests.average,
        p50Ms: report.latency.p50,
        p99Ms: report.latency.p99,
        errors: report.errors,
        non2xx: report.non2xx,
      });
    });
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The middle value (the upper middle of an even count): rounds report medians. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One report line: the median rate of several runs, its latencies, and any failures. */
export function rateLine(
  label: string,
  runs: { perSecond: number; p50Ms: number; p99Ms: number; failures: number }[],
  unit: string,
): string {
  const failed = runs.reduce((sum, r) => sum + r.failures, 0);
  return `  ${label.padEnd(44)} ${String(Math.round(median(runs.map((r) => r.perSecond)))).padStart(6)} ${unit}  p50 ${round(median(runs.map((r) => r.p50Ms)))} ms  p99 ${round(median(runs.map((r) => r.p99Ms)))} ms${failed ? `  (${failed} failed)` : ''}`;
}

/** Sorted times (ms) of `samples` sequential HTTP calls after 50 to warm up; a non-2xx answer throws. */
export async function sequentialCalls(
  label: string,
  call: (i: number) => Promise<Response>,
  samples = 1_000,
): Promise<number[]> {
  const [times] = await interleavedCalls(label, [call], samples);
  return times!;
}

/**
 * Sorted times (ms) of each of several calls made in turn, `samples` rounds after 50 to warm up,
 * the order turning each round: the calls compared share the same moments of the host's noise (a
 * burst of another process, a collection) instead of each having a stretch of its own.
 */
export async function interleavedCalls(
  label: string,
  calls: Array<(i: number) => Promise<Response>>,
  samples = 1_000,
): Promise<number[][]> {
  const timed = async (call: (i: number) => Promise<Response>, i: number) => {
    const started = performance.now();
    const response = await call(i);
    const body = await response.text();
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status} ${body.slice(0, 200)}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 50; i++) for (const call of calls) await timed(call, i);
  const times = calls.map((): number[] => []);
  for (let i = 0; i < samples; i++) {
    for (let k = 0; k < calls.length; k++) {
      const which = (i + k) % calls.length;
      times[which]!.push(await timed(calls[which]!, i + 50));
    }
  }
  return times.map((list) => list.sort((a, b) => a - b));
}
