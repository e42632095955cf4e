import { startBareRoute } from './bare-route.js';
import { type BenchApp, onThisHost } from './bench-app.js';
import { memberToken, sealedLogin } from './bench-login.js';
import { type LoadResult, load, median, percentile, round } from './load.js';

const HEADERS = { merchant: 'TESSERA', language: 'EN' };

/** Issue 2: status and member info against a bare route; login latency at the configured argon2 cost. */
export async function benchAccounts(target: BenchApp): Promise<string[]> {
  const base = target.baseUrl;
  const token = await memberToken(target, 'demo01', 'Demo1234');
  const { bare, url: bareUrl } = await startBareRoute();

  // Alternate the bare route and the targets round by round, so drift on this shared machine hits
  // both alike; the ratio reported is the median of the rounds.
  const targets = {
    status: { url: `${base}/wps/system/status`, headers: HEADERS },
    info: { url: `${base}/wps/member/info`, headers: { ...HEADERS, authorization: token } },
  };
  const rounds: Array<Record<'bare' | keyof typeof targets, LoadResult>> = [];
  for (let round = 0; round < 3; round++) {
    const bareRun = await load(bareUrl, { seconds: 4 });
    const status = await load(targets.status.url, { headers: targets.status.headers, seconds: 4 });
    const info = await load(targets.info.url, { headers: targets.info.headers, seconds: 4 });
    for (const [name, run] of Object.entries({ bare: bareRun, status, info })) {
      if (run.errors > 0 || run.non2xx > 0)
        throw new Error(`${name}: ${run.errors} errors, ${run.non2xx} non-2xx answers`);
    }
    rounds.push({ bare: bareRun, status, info });
  }
  await bare.close();
  const summary = (name: 'bare' | 'status' | 'info') => ({
    rps: median(rounds.map((r) => r[name].requestsPerSecond)),
    p50: median(rounds.map((r) => r[name].p50Ms)),
    p99: median(rounds.map((r) => r[name].p99Ms)),
    ratio: median(rounds.map((r) => r[name].requestsPerSecond / r.bare.requestsPerSecond)),
  });

  const latencies: number[] = [];
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    await sealedLogin(target, 'demo01', 'Demo1234');
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const { memoryCost, timeCost } = target.config.argon2;

  const line = (label: string, name: 'bare' | 'status' | 'info') => {
    const r = summary(name);
    return `  ${label.padEnd(38)} ${String(Math.round(r.rps)).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ratio ${round(r.ratio)}`;
  };
  return [
    'accounts (issue 2): reads against a bare Fastify route (its own instance, same process),',
    '  32 connections, 3 alternating rounds of 4 s, medians',
    line('bare route', 'bare'),
    line('GET /wps/system/status', 'status'),
    line('GET /wps/member/info (authenticated)', 'info'),
    `  ratio status/bare ${round(summary('status').ratio)}, member info/bare ${round(summary('info').ratio)} (targets >= 0.5)${onThisHost(target)}`,
    `  login (sealed, argon2id m=${memoryCost} KiB t=${timeCost} p=1), 60 sequential: p50 ${round(percentile(latencies, 50))} ms, p99 ${round(percentile(latencies, 99))} ms`,
  ];
}
