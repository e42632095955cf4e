import { createHmac, randomUUID } from 'node:crypto';
import { seedMembers } from '../fault/seed-members.js';
import { type BenchApp, fundMembers } from './bench-app.js';
import type { BenchPlayer } from './games-load.js';

/**
 * Members ready to play a seamless vendor over HTTP: seeded, funded, each with a live launch of the
 * vendor's game traded with `authenticate` (a vendor books only under a live launch, decision
 * 0022). The vendor (its secret set to `secret`) is the first one with no wallet of its own: its
 * bets debit the member's main wallet, as most real vendors' do.
 */
export async function launchedPlayers(
  target: BenchApp,
  options: { count: number; prefix: string; secret: string; funds: bigint },
): Promise<{
  vendor: string;
  currency: string;
  players: BenchPlayer[];
  memberIds: number[];
  /** Each member's site session, in the order of `memberIds`. */
  memberTokens: string[];
}> {
  const merchant = await target.db
    .selectFrom('merchants')
    .select(['id', 'currency'])
    .executeTakeFirstOrThrow();
  const vendor = await target.db
    .selectFrom('game_vendors')
    .select('code')
    .where('wallet_type_id', 'is', null)
    .orderBy('code')
    .executeTakeFirstOrThrow();
  await target.services.provider.secrets.set(vendor.code, options.secret);
  const members = await seedMembers(target.db, options.count, options.prefix);
  const memberIds = members.map((m) => m.id);
  await fundMembers(target, merchant, memberIds, options.funds);
  const brand = (await target.services.merchants.byId(merchant.id))!;
  const players: BenchPlayer[] = [];
  for (const member of members) {
    const token = await target.services.provider.tokens.issue({
      merchant: brand,
      memberId: member.id,
      vendor: vendor.code,
      gameCode: 'BENCH',
      isTrial: false,
    });
    await expectOk(target.baseUrl, vendor.code, options.secret, 'authenticate', { token });
    players.push({ user: String(member.id), token });
  }
  await expectOk(target.baseUrl, vendor.code, options.secret, 'bet', {
    ...players[0]!,
    transactionId: `probe-${randomUUID()}`,
    roundId: randomUUID(),
    gameCode: 'BENCH',
    amount: 1,
    currency: merchant.currency,
  });
  return {
    vendor: vendor.code,
    currency: merchant.currency,
    players,
    memberIds,
    memberTokens: members.map((m) => m.token),
  };
}

/** One signed provider call that must answer OK (the launch's `authenticate`, a probe bet). */
async function expectOk(
  base: string,
  vendor: string,
  secret: string,
  action: 'authenticate' | 'bet',
  call: object,
) {
  const body = JSON.stringify(call);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`${base}/provider/v1/${vendor}/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'),
    },
    body,
  });
  const answer = (await response.json()) as { status: string };
  if (answer.status !== 'OK') throw new Error(`bench ${action} refused: ${answer.status}`);
}
