import { getGameList } from '@tessera/contracts';
import { sql } from 'kysely';
import { rollUpHouseBalances } from '../../apps/server/src/modules/ledger/house-roll-up.js';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.js';
import { startBareRoute } from './bare-route.js';
import { type BenchApp, onThisHost } from './bench-app.js';
import { launchedPlayers } from './bench-players.js';
import { runGamesLoad } from './games-load.js';
import { load, median, rateLine, round } from './load.js';
import { againstPgbench, againstPgbenchLines, type Rate } from './pgbench.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const ROUNDS = Number(process.env.BENCH_GAMES_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_GAMES_SECONDS ?? 6);
const SEARCH_CONNECTIONS = 32;
const MEMBERS = 256;
const SECRET = 'bench-provider-secret-0123456789';

/**
 * Issue 4: signed provider `bet` calls over HTTP against pgbench TPC-B-like (and p99 at half that
 * load), and catalog searches (`GCSGAME_gameList` with random name fragments) against a bare route.
 */
export async function benchGames(target: BenchApp): Promise<string[]> {
  const lines = [
    `games (issue 4): ${ROUNDS} alternating rounds of ${SECONDS} s, medians`,
    ...(await benchProviderBets(target)),
    ...(await benchCatalogSearch(target)),
  ];
  await rollUpHouseBalances(target.db);
  const breaches = await verifyLedger(target.db);
  lines.push(
    `  ledger verified after the games bench: ${breaches.length === 0 ? 'every invariant holds' : `${breaches.length} BREACHES: ${breaches[0]!.invariant}`}`,
  );
  return lines;
}

async function benchProviderBets(target: BenchApp): Promise<string[]> {
  const { vendor, currency, players } = await launchedPlayers(target, {
    count: MEMBERS,
    prefix: 'benchp',
    secret: SECRET,
    funds: 1_000_000_000n,
  });
  const config = {
    mode: 'bets' as const,
    url: target.baseUrl,
    seconds: SECONDS,
    connections: CLIENTS,
    overallRate: 0,
    vendor,
    secret: SECRET,
    currency,
    players,
  };
  const result = await againstPgbench(
    target.kind,
    { clients: CLIENTS, seconds: SECONDS, rounds: ROUNDS },
    () => bookedBets(target, () => runGamesLoad(config)),
  );
  const full = median(result.loads.map((rate) => rate.perSecond));
  const half = await bookedBets(target, () => runGamesLoad({ ...config, overallRate: Math.round(full / 2) }));
  const lines = [
    `  provider bets: ${CLIENTS} connections, ${MEMBERS} members of seamless vendor ${vendor}, each call signed; rate = bets booked`,
    ...againstPgbenchLines(result, CLIENTS, 'POST /provider/v1/:vendor/bet', 'bets/s'),
    rateLine(`  at half that load (${Math.round(full / 2)}/s offered)`, [half], 'bets/s'),
    result.ratio === null
      ? '  pgbench needs PostgreSQL (set BENCH_DATABASE_URL): no ratio on PGlite'
      : `  ratio provider bets/pgbench ${round(result.ratio)} (target >= 0.5); p99 at half load ${round(half.p99Ms)} ms${onThisHost(target)}`,
  ];
  return lines;
}

/** Runs a load and counts the bets the server really booked in that time (a refusal is not a bet). */
async function bookedBets(target: BenchApp, run: () => Promise<Rate>): Promise<Rate> {
  const count = async () =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from provider_transactions where action = 'bet'`.execute(target.db)
      ).rows[0]!.n,
    );
  const before = await count();
  const rate = await run();
  const booked = (await count()) - before;
  const offered = rate.perSecond * SECONDS;
  return {
    ...rate,
    perSecond: booked / SECONDS,
    failures: rate.failures + Math.max(0, Math.round(offered - booked)),
  };
}

async function benchCatalogSearch(target: BenchApp): Promise<string[]> {
  const names = await target.db
    .selectFrom('games')
    .select(sql<string>`names->>'EN'`.as('name'))
    .orderBy(sql`md5(id::text)`)
    .limit(300)
    .execute();
  // A random 3–6 letter piece of a real name: what a person types into the search box.
  const terms = names.map(({ name }, i) => {
    const word = name.split(' ').sort((a, b) => b.length - a.length)[0]!;
    const length = Math.min(word.length, 3 + (i % 4));
    const start = i % Math.max(1, word.length - length + 1);
    return word.slice(start, start + length).toLowerCase();
  });
  const { bare, url: bareUrl } = await startBareRoute();
  const search = {
    mode: 'search' as const,
    url: target.baseUrl,
    seconds: SECONDS,
    connections: SEARCH_CONNECTIONS,
    overallRate: 0,
    path: getGameList.path,
    terms,
  };
  const rounds: { bare: Rate; search: Rate }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const bareRun = await load(bareUrl, { seconds: SECONDS, connections: SEARCH_CONNECTIONS });
    const searchRun = await runGamesLoad(search);
    if (bareRun.errors + bareRun.non2xx > 0) throw new Error('bare route failed under load');
    rounds.push({
      bare: { perSecond: bareRun.requestsPerSecond, p50Ms: bareRun.p50Ms, p99Ms: bareRun.p99Ms, failures: 0 },
      search: searchRun,
    });
  }
  await bare.close();
  const ratio = median(rounds.map((r) => r.search.perSecond / r.bare.perSecond));
  const p99 = median(rounds.map((r) => r.search.p99Ms));
  return [
    `  catalog search: ${SEARCH_CONNECTIONS} connections, ${terms.length} name fragments over ${await gameCount(target)} games`,
    rateLine(
      'bare route',
      rounds.map((r) => r.bare),
      'req/s',
    ),
    rateLine(
      'GET GCSGAME_gameList?gameName=<random>',
      rounds.map((r) => r.search),
      'req/s',
    ),
    `  ratio gameList search/bare ${round(ratio)} (target >= 0.3); p99 ${round(p99)} ms${onThisHost(target)}`,
  ];
}

async function gameCount(target: BenchApp): Promise<number> {
  return Number(
    (
      await target.db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}
