import { randomUUID } from 'node:crypto';
import { ProviderClient } from '../../../../provider-simulator/src/provider-client.js';
import { buildApp } from '../../app.js';
import { ManualClock } from '../../clock.js';
import type { Config } from '../../config.js';
import { MemoryRateLimiter } from '../../lib/rate-limiter.js';
import { depositCredit, newReference } from '../../modules/deposits/deposit-credit.js';
import { insertDeposit } from '../../modules/deposits/deposits.repo.js';
import { noGeo } from '../../modules/site/geo.js';
import type { Db } from '../database.js';
import { demoVendorSecret } from './demo-provider-secrets.js';

const DAY_MS = 86_400_000;
/** The history's players' payment password (six digits; they never sign in: their login password is random). */
const PAY_PASSWORD = '482913';
/** The demo's players: usernames `player001`…, a third of them under the demo agent. */
const PREFIX = 'player';

export interface HistoryOptions {
  days?: number;
  /** New players a day (each makes a first deposit), and rounds played a day. */
  playersPerDay?: number;
  roundsPerDay?: number;
  /** Where the history ends (now, by default). */
  until?: Date;
}

/**
 * A month of the demo brand's life, so the back office shows a real dashboard, reports, members and
 * statements on the first start: players who registered on past days, their bank deposits, and
 * rounds played at the demo's seamless vendors, and withdrawals asked, approved and paid. The play goes through the real provider API (signed
 * with the demo vendors' own secrets, under real launches) on an app whose clock is set back, so
 * every round, ledger transfer and balance is what play on those days would have left; the ledger
 * verifier holds after it. Players and deposits are written as the seed writes its own rows (no
 * slider to solve, no staff to approve them), each deposit credited through the ledger as an approval
 * would. Runs once: a brand that has players already is left alone. Deterministic given its inputs
 * but for ids.
 */
export async function seedDemoHistory(
  config: Config,
  db: Db,
  masterSecret: string,
  options: HistoryOptions = {},
): Promise<{ players: number; deposits: number; rounds: number; withdrawals: number } | null> {
  const merchant = await db.selectFrom('merchants').selectAll().orderBy('id').executeTakeFirst();
  if (!merchant) return null;
  const already = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('username_lower', 'like', `${PREFIX}%`)
    .executeTakeFirst();
  if (already) return null;

  const days = options.days ?? 30;
  const until = options.until ?? new Date();
  const clock = new ManualClock(new Date(until.getTime() - days * DAY_MS));
  const { app, services } = await buildApp({
    config: { ...config, logLevel: 'silent', validateResponses: false },
    db,
    clock,
    limiter: new MemoryRateLimiter(() => clock.now().getTime()),
    geo: noGeo,
  });
  await app.ready();
  const random = seeded(merchant.id * 7919 + days);
  try {
    const brand = (await services.merchants.byId(merchant.id))!;
    const agent = await db
      .selectFrom('members')
      .select(['id', 'path'])
      .where('merchant_id', '=', merchant.id)
      .where('type', '=', 1)
      .orderBy('id')
      .executeTakeFirst();
    const games = await playableGames(db);
    const clients = new Map<string, ProviderClient>();
    const clientOf = (vendor: string) => {
      let client = clients.get(vendor);
      if (!client) {
        client = new ProviderClient(
          vendor,
          demoVendorSecret(masterSecret, vendor),
          () => clock.now().getTime(),
          async (request) => {
            const response = await app.inject({
              method: 'POST',
              url: request.path,
              headers: request.headers,
              payload: request.body,
            });
            return { statusCode: response.statusCode, body: response.body };
          },
        );
        clients.set(vendor, client);
      }
      return client;
    };
    const passwordHash = await services.hasher.hash(randomUUID());
    const payHash = await services.hasher.hash(PAY_PASSWORD);
    const admin = await db
      .selectFrom('staff')
      .select(['id', 'username', 'role'])
      .where('merchant_id', '=', merchant.id)
      .where('role', '=', 'admin')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cashier = {
      tokenHash: '',
      staffId: admin.id,
      merchantId: merchant.id,
      username: admin.username,
      role: admin.role,
    };
    const cards = new Map<number, number>();
    let withdrawals = 0;
    const players: number[] = [];
    let deposits = 0;
    let rounds = 0;

    for (let day = 0; day < days; day += 1) {
      const dayStart = until.getTime() - (days - day) * DAY_MS;
      // New players, each with a first deposit.
      const count = Math.max(1, Math.round((options.playersPerDay ?? 4) * (0.5 + random())));
      for (let i = 0; i < count; i += 1) {
        clock.set(new Date(dayStart + (8 + random() * 12) * 3_600_000));
        const number = String(players.length + 1).padStart(3, '0');
        const underAgent = agent && players.length % 3 === 0;
        const player = await db
          .insertInto('members')
          .values({
            merchant_id: merchant.id,
            username: `${PREFIX}${number}`,
            username_lower: `${PREFIX}${number}`,
            password_hash: passwordHash,
            language: random() < 0.7 ? 'BN' : 'EN',
            payee_name: NAMES[players.length % NAMES.length]!,
            mobile_num: `17${String(10_000_000 + players.length * 7_919).slice(-8)}`,
            country_dialing_code: '+880',
            parent_id: underAgent ? agent.id : null,
            path: underAgent ? `${agent.path}${agent.id}/` : '/',
            created_at: clock.now(),
            last_login_at: clock.now(),
            payment_password_hash: payHash,
            register_ip: `203.0.113.${(players.length % 250) + 1}`,
            last_login_ip: `203.0.113.${(players.length % 250) + 1}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        players.push(player.id);
        const card = await db
          .insertInto('bank_cards')
          .values({
            merchant_id: merchant.id,
            member_id: player.id,
            bank_name: BANKS[players.length % BANKS.length]!,
            holder_name: NAMES[(players.length - 1) % NAMES.length]!,
            card_number: `4000${String(10_000_000_000 + player.id).slice(-12)}`,
            branch: 'Motijheel',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        cards.set(player.id, card.id);
        await deposit(player.id, [500, 1_000, 2_000, 5_000][Math.floor(random() * 4)]! * 100);
      }
      // Returning players top up now and then.
      for (let i = 0; i < Math.floor(players.length / 10); i += 1) {
        clock.set(new Date(dayStart + (9 + random() * 12) * 3_600_000));
        await deposit(
          players[Math.floor(random() * players.length)]!,
          [300, 1_000, 3_000][Math.floor(random() * 3)]! * 100,
        );
      }
      // The day's rounds, spread over its hours.
      const today = options.roundsPerDay ?? 40;
      for (let i = 0; i < today; i += 1) {
        clock.set(new Date(dayStart + (10 + (13 * i) / today + random() * 0.5) * 3_600_000));
        const player = players[Math.floor(random() * players.length)]!;
        const game = games[Math.floor(random() * games.length)]!;
        const stake = [20, 50, 100, 200, 500][Math.floor(random() * 5)]! * 100;
        // Most rounds lose; some win a little, a few win big: about 92% back over many rounds.
        const roll = random();
        const win =
          roll < 0.55
            ? 0
            : roll < 0.9
              ? Math.round(stake * (1 + random()))
              : Math.round(stake * (3 + random() * 6));
        if (await play(player, game, stake, win)) rounds += 1;
      }
      // Winners cash out: a withdrawal asked, approved and paid the same afternoon.
      clock.set(new Date(dayStart + 21 * 3_600_000));
      for (const player of players.slice(-8)) {
        if (random() < 0.7) continue;
        const balance = await services.wallet.balance({ merchant: brand, memberId: player, isTrial: false });
        // Major units, as the member's form sends them; at least the brand's minimum.
        const amount = Math.floor((balance.sumBalance * 0.6) / 100) * 100;
        if (amount * 10 ** brand.currencyScale < brand.cashier.withdraw.min) continue;
        await cashOut(player, amount);
      }
    }
    return { players: players.length, deposits, rounds, withdrawals };

    async function cashOut(memberId: number, amount: number) {
      const asked = await services.withdrawals.request(
        brand,
        memberId,
        { amount, cardId: cards.get(memberId)!, paymentPassword: PAY_PASSWORD },
        '203.0.113.250',
      );
      clock.advance(25 * 60_000);
      await services.withdrawalReview.approve(brand, cashier, asked.id, '198.51.100.7');
      clock.advance(20 * 60_000);
      await services.withdrawalReview.disburse(brand, cashier, asked.id, '198.51.100.7');
      withdrawals += 1;
    }

    async function deposit(memberId: number, amount: number) {
      const row = await insertDeposit(db, {
        id: randomUUID(),
        merchant_id: merchant!.id,
        member_id: memberId,
        channel: 'BANK',
        channel_type: 'BANK',
        channel_name: 'Bank transfer',
        amount: BigInt(amount),
        currency: merchant!.currency,
        reference: newReference(),
        state: 'APPROVED',
        decided_via: 'STAFF',
        created_at: new Date(clock.now().getTime() - 20 * 60_000),
        expires_at: new Date(clock.now().getTime() + 10 * 60_000),
        decided_at: clock.now(),
      });
      await services.ledger.post(depositCredit(row));
      deposits += 1;
    }

    /** One round through the provider API: a launch, its bet and its win (which closes it). */
    async function play(
      memberId: number,
      game: { vendor: string; gameCode: string },
      stake: number,
      win: number,
    ) {
      const token = await services.provider.tokens.issue({
        merchant: brand,
        memberId,
        vendor: game.vendor,
        gameCode: game.gameCode,
        isTrial: false,
      });
      const client = clientOf(game.vendor);
      if ((await client.call('authenticate', { token })).status !== 'OK') return false;
      const base = {
        token,
        user: String(memberId),
        roundId: randomUUID(),
        gameCode: game.gameCode,
        currency: brand.currency,
      };
      const bet = await client.call('bet', { ...base, transactionId: randomUUID(), amount: stake });
      // A player whose wallet ran dry just skips the round.
      if (bet.status !== 'OK') return false;
      clock.advance(30_000 + Math.floor(random() * 90_000));
      const closed = await client.call('win', {
        ...base,
        transactionId: randomUUID(),
        amount: win,
        roundClosed: true,
      });
      return closed.status === 'OK';
    }
  } finally {
    await app.close();
  }
}

/** Two games each of the demo's seamless vendors (they play from the main wallet). */
async function playableGames(db: Db) {
  const vendors = await db
    .selectFrom('game_vendors')
    .select('code')
    .where('wallet_mode', '=', 'SEAMLESS')
    .where('kind', '=', 'EXTERNAL')
    .where('status', '=', 'ACTIVE')
    .orderBy('sort')
    .limit(6)
    .execute();
  const games: { vendor: string; gameCode: string }[] = [];
  for (const { code } of vendors) {
    const rows = await db
      .selectFrom('games')
      .select('game_code')
      .where('vendor_code', '=', code)
      .where('status', '=', 'ACTIVE')
      .orderBy('sort')
      .limit(2)
      .execute();
    for (const row of rows) games.push({ vendor: code, gameCode: row.game_code });
  }
  return games;
}

/** A small seeded generator (mulberry32): the same history for the same brand and length. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const BANKS = ['Sonali Bank', 'Dutch-Bangla Bank', 'BRAC Bank', 'City Bank', 'Islami Bank'];

const NAMES = [
  'Rahim Uddin',
  'Karim Hossain',
  'Nusrat Jahan',
  'Tanvir Ahmed',
  'Sadia Islam',
  'Arif Chowdhury',
  'Mitu Akter',
  'Sabbir Rahman',
  'Farhana Yasmin',
  'Imran Kabir',
  'Shamima Nasrin',
  'Jahid Hasan',
];
