import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoAnnouncements } from './db/seed/demo-announcements.js';
import { seedDemoBrand } from './db/seed/demo-brand.js';
import { seedDemoCatalog } from './db/seed/demo-catalog.js';
import { seedDemoChat } from './db/seed/demo-chat.js';
import { seedDemoFeedback } from './db/seed/demo-feedback.js';
import { seedDemoHelp } from './db/seed/demo-help.js';
import { seedDemoHistory } from './db/seed/demo-history.js';
import { seedDemoJackpot } from './db/seed/demo-jackpot.js';
import { seedDemoMessages } from './db/seed/demo-messages.js';
import { seedDemoMissions } from './db/seed/demo-missions.js';
import { seedDemoPoints } from './db/seed/demo-points.js';
import { seedDemoPromotions } from './db/seed/demo-promotions.js';
import { seedDemoProviderSecrets } from './db/seed/demo-provider-secrets.js';
import { seedDemoRaffles } from './db/seed/demo-raffles.js';
import { seedDemoReferrals } from './db/seed/demo-referrals.js';
import { JobRunner } from './jobs/job-runner.js';
import { recordJobRun } from './jobs/job-status.js';
import { allJobs } from './jobs/jobs.js';
import { PasswordHasher } from './lib/passwords.js';
import { MemoryRateLimiter } from './lib/rate-limiter.js';
import { RedisRateLimiter } from './lib/redis-rate-limiter.js';
import { createGeoIpLocator } from './modules/site/geo-ip.js';
import { RedisBalanceBus } from './modules/wallet/balance-push.js';
import { startProviderSimulator } from './provider-simulator-process.js';

/** Process entry: config → database → migrate → seed on first start → app → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);

  let generatedAdminPassword: string | null = null;
  if (config.seedDemo) {
    const existing = await database.db.selectFrom('merchants').select('id').limit(1).executeTakeFirst();
    if (!existing) {
      const adminPassword = config.adminPassword ?? randomBytes(12).toString('base64url');
      if (!config.adminPassword) generatedAdminPassword = adminPassword;
      await seedDemoBrand(database.db, new PasswordHasher(config.argon2), adminPassword);
    }
    // The catalog came after the brand: an older demo database gets it too, once.
    await seedDemoCatalog(database.db);
    // Announcements came after the brand: an older demo database gets them too, once.
    await seedDemoAnnouncements(database.db);
    // So did promotions (not in the tests' template: they would weigh every test's deposits).
    await seedDemoPromotions(database.db);
    // And the points mall (decision 0042).
    await seedDemoPoints(database.db);
    // And missions with their leaderboard (decision 0043).
    await seedDemoMissions(database.db);
    // And invite-friends rewards (decision 0044).
    await seedDemoReferrals(database.db);
    // And the progressive jackpot behind the home page's banner (decision 0046).
    await seedDemoJackpot(database.db);
    // And the prize tickets: a wheel, a red envelope and an egg (decision 0045).
    await seedDemoRaffles(database.db);
    // And the inbox: a welcome to everyone and an offer to the demo member (decision 0047).
    await seedDemoMessages(database.db);
    // And the live chat's canned replies; customer service opens the built-in chat (decision 0050).
    await seedDemoChat(database.db);
    // And the feedback queue: members' and visitors' questions, one closed (decision 0052).
    await seedDemoFeedback(database.db);
    // And the help centre with the brand's written pages (decision 0053).
    await seedDemoHelp(database.db);
  }

  // Several nodes share their rate limits through Redis; one node keeps them in memory.
  const redis = config.redisUrl ? new Redis(config.redisUrl) : null;
  const { app, services } = await buildApp({
    config,
    db: database.db,
    clock: systemClock,
    limiter: redis ? new RedisRateLimiter(redis, config.redisPrefix) : new MemoryRateLimiter(),
    geo: createGeoIpLocator(),
    balanceBus: redis ? new RedisBalanceBus(redis, config.redisPrefix) : undefined,
  });
  // Each demo vendor signs with its own secret, derived from one master (decision 0022).
  const demoProviderSecrets = config.seedDemo
    ? await seedDemoProviderSecrets(database.db, services.provider.secrets, config.demoProviderSecret)
    : null;
  // A month of the demo's life, on its first start (the back office's dashboard, reports, members).
  if (demoProviderSecrets && config.demoHistory) {
    const made = await seedDemoHistory(config, database.db, demoProviderSecrets.master, { roundsPerDay: 30 });
    if (made) app.log.info(made, 'demo history seeded: players, deposits and rounds of the last 30 days');
  }
  await app.listen({ port: config.port, host: config.host });
  const simulator = config.providerSimulator.start
    ? await startProviderSimulator({
        config,
        masterSecret: demoProviderSecrets?.master ?? config.demoProviderSecret ?? null,
        rotatedSecrets: await services.provider.secrets.rotated(),
        serverPort: (app.server.address() as AddressInfo).port,
        log: app.log,
      })
    : null;
  if (simulator) services.provider.secrets.onRotated((vendor, secret) => simulator.handOver(vendor, secret));
  const jobs = new JobRunner(allJobs(services), systemClock, app.log, (name, outcome) =>
    recordJobRun(services.db, name, outcome),
  );
  jobs.start();
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Tessera is serving on port ${config.port} (${where})`);
  if (demoProviderSecrets?.drawn) {
    app.log.warn(
      `Demo game vendors sign provider calls with HMAC-SHA256("${demoProviderSecrets.master}", vendor code) as hex (drawn at this start: set DEMO_PROVIDER_SECRET to keep one)`,
    );
  }
  if (generatedAdminPassword) {
    app.log.warn(
      `Staff administrator created: username "admin", password "${generatedAdminPassword}" (shown once)`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await jobs.stop();
    await simulator?.stop();
    await app.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
