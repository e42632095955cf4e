import type { AddressInfo } from 'node:net';
import { JACKPOT_WS_PATH, type JackpotFrame, ZJackpotFrame } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { fund, type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { playRound } from '../records/records-test-kit.js';
import { addCategoryGames, CATEGORY_GAMES, foldAll } from '../rewards/reward-test-kit.js';
import { person } from '../transfers/transfer-test-kit.js';
import { LocalBalanceBus } from '../wallet/balance-push.js';
import { jackpotJob } from './jackpot.js';
import { saveSettings } from './jackpot-test-kit.js';

/** A visitor's socket (no token), frames read in order. */
function connect(t: TestApp, query: string, origin?: string) {
  const port = (t.app.server.address() as AddressInfo).port;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${JACKPOT_WS_PATH}?${query}`, origin ? { origin } : {});
  const frames: JackpotFrame[] = [];
  const waiters: Array<(frame: JackpotFrame) => void> = [];
  socket.on('message', (data) => {
    const frame = ZJackpotFrame.parse(JSON.parse(String(data)));
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const failed = new Promise<number>((resolve) =>
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
  );
  const next = () =>
    new Promise<JackpotFrame>((resolve) => {
      const queued = frames.shift();
      if (queued) resolve(queued);
      else waiters.push(resolve);
    });
  /** The frames that came within `ms`, none waited for. */
  const within = async (ms: number) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return frames.splice(0);
  };
  return { socket, next, within, closed, failed };
}

describe('the jackpot socket', () => {
  let t: TestApp;
  let nodeB: TestApp;
  let vendor: LaunchingClient;
  const bus = new LocalBalanceBus();
  beforeAll(async () => {
    t = await createTestApp({ balanceBus: bus });
    nodeB = await createTestApp({ balanceBus: bus, nodeOf: t });
    await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    vendor = await vendorClient(t);
    await addCategoryGames(t);
    await saveSettings(t);
  });
  afterAll(async () => {
    await nodeB?.close();
    await t?.close();
  });

  it('gives a visitor the pool at once, and the fed pool after a pass of the job', async () => {
    const job = jackpotJob(t.services.jackpot);
    await job.run(t.clock.now());
    const visitor = connect(t, 'merchant=TESSERA');
    expect((await visitor.next()).value).toMatchObject({ enabled: true, cycle: 1, amount: 1_000 });
    const member = await person(t);
    await fund(t, member.id, 500_000n);
    await playRound(t, vendor, member.id, { gameCode: CATEGORY_GAMES.RNG, bets: [500_000], win: 0 });
    await foldAll(t);
    expect(await job.run(t.clock.now())).toBe(1);
    expect((await visitor.next()).value.amount).toBe(1_050);
    visitor.socket.close();
  });

  it('reaches the sockets another node holds, at most once a second however often the pool moves', async () => {
    const onB = connect(nodeB, 'merchant=TESSERA');
    expect((await onB.next()).value.amount).toBe(1_050);
    const member = await person(t);
    await fund(t, member.id, 100_000n);
    await playRound(t, vendor, member.id, { gameCode: CATEGORY_GAMES.RNG, bets: [100_000], win: 0 });
    await foldAll(t);
    await jackpotJob(t.services.jackpot).run(t.clock.now());
    expect((await onB.next()).value.amount).toBe(1_060);
    // Three moves in a row right after a push: one more push, a second later.
    const { id } = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'TESSERA')
      .executeTakeFirstOrThrow();
    for (let n = 0; n < 3; n += 1) t.services.jackpot.pools.moved([id]);
    expect(await onB.within(600)).toEqual([]);
    expect(await onB.within(900)).toHaveLength(1);
    onB.socket.close();
  });

  it('refuses another site’s page before the upgrade, and closes a socket of no brand', async () => {
    expect(await connect(t, 'merchant=TESSERA', 'https://evil.example').failed).toBe(403);
    expect(await connect(t, 'merchant=NOSUCH').closed).toBe(1008);
  });
});
