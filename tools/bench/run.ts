import { benchAccounts } from './accounts.bench.js';
import { benchAgents } from './agents.bench.js';
import { startBenchApp } from './bench-app.js';
import { benchChat } from './chat.bench.js';
import { benchGames } from './games.bench.js';
import { benchLedger } from './ledger.bench.js';
import { benchLighthouse } from './lighthouse.bench.js';
import { benchLottery } from './lottery.bench.js';
import { benchMembers } from './members.bench.js';
import { benchMissions } from './missions.bench.js';
import { hostPgbench } from './pgbench.js';
import { benchPoints } from './points.bench.js';
import { benchRebates } from './rebates.bench.js';
import { benchRewards } from './rewards.bench.js';
import { benchSite, buildSite } from './site.bench.js';

const AREAS = {
  accounts: benchAccounts,
  ledger: benchLedger,
  games: benchGames,
  lottery: benchLottery,
  site: benchSite,
  // Issue 17: the home page's mobile Lighthouse scores.
  lighthouse: benchLighthouse,
  members: benchMembers,
  rewards: benchRewards,
  points: benchPoints,
  missions: benchMissions,
  // Issue 17: live chat messages per second and delivery latency, one node and two through Redis.
  chat: benchChat,
  // Its ten million fixture rounds are removed when it ends.
  rebates: benchRebates,
  // Last: its ten million fixture rounds are removed when it ends.
  agents: benchAgents,
} as const;

/**
 * `npm run bench`: every area's ratios, measured side by side in one run on this machine.
 * `BENCH_ONLY=games,ledger` runs some areas only.
 */
async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  const site = !only || only.includes('site') || only.includes('lighthouse') ? buildSite() : null;
  const target = await startBenchApp({ webDist: site?.dir });
  target.hostTps = await hostPgbench(target.kind);
  console.info(
    `Tessera bench on ${target.kind}${target.kind === 'pglite' ? ' (set BENCH_DATABASE_URL for PostgreSQL)' : ''}`,
  );
  if (target.hostTps !== null) {
    console.info(`host yardstick: pgbench -b tpcb-like, 8 clients, 6 s: ${Math.round(target.hostTps)} tps`);
  }
  try {
    for (const [name, bench] of Object.entries(AREAS)) {
      if (only && !only.includes(name)) continue;
      for (const line of await bench(target)) console.info(line);
    }
  } finally {
    await target.close();
    site?.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
