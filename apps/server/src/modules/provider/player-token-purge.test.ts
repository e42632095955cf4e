import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { allJobs } from '../../jobs/jobs.js';
import { PLAYER_TOKEN_KEEP_MS } from './player-token-purge.js';
import { PLAYER_TOKEN_MS } from './player-tokens.js';
import { SESSION_IDLE_MS } from './provider-launch.js';
import { demoMerchant, SEAMLESS_VENDOR, vendorClient } from './provider-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const job = () => allJobs(t.services).find((j) => j.name === 'player-token-purge')!;
const KEEP = PLAYER_TOKEN_KEEP_MS;

async function issue(memberId: number) {
  return t.services.provider.tokens.issue({
    merchant: await demoMerchant(t),
    memberId,
    vendor: SEAMLESS_VENDOR,
    gameCode: 'game-1',
    isTrial: false,
  });
}

const remaining = async () =>
  Number(
    (
      await t.db
        .selectFrom('player_tokens')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the player token purge job', () => {
  it('deletes launch tokens never traded once kept past their expiry, by the injected clock', async () => {
    const client = await vendorClient(t);
    const { member } = await registerMember(t);
    const old = [await issue(member.id), await issue(member.id)];
    t.clock.advance(60 * 60_000);
    const recent = await issue(member.id);
    expect(await remaining()).toBe(3);

    // Expired, but not yet kept long enough: kept.
    t.clock.advance(PLAYER_TOKEN_MS + KEEP - 60 * 60_000);
    expect(await job().run(t.clock.now())).toBe(0);
    expect((await client.authenticate(old[0]!)).status).toBe('TOKEN_EXPIRED');

    t.clock.advance(1);
    expect(await job().run(t.clock.now())).toBe(2);
    expect((await client.authenticate(old[0]!)).status).toBe('INVALID_TOKEN');
    expect((await client.authenticate(recent)).status).toBe('TOKEN_EXPIRED');
    expect(await remaining()).toBe(1);

    t.clock.advance(60 * 60_000);
    expect(await job().run(t.clock.now())).toBe(1);
    expect(await remaining()).toBe(0);
  });

  it('keeps a traded token while its rounds may still settle: the grace after its session ended', async () => {
    const client = await vendorClient(t);
    const { member } = await registerMember(t);
    const token = await issue(member.id);
    expect((await client.authenticate(token)).status).toBe('OK');
    t.clock.advance(SESSION_IDLE_MS + KEEP - 60_000);
    expect(await job().run(t.clock.now())).toBe(0);
    t.clock.advance(60_001);
    expect(await job().run(t.clock.now())).toBe(1);
    expect(await remaining()).toBe(0);
  });

  it('lets several nodes run it at once without deleting anything twice', async () => {
    const { member } = await registerMember(t);
    for (let i = 0; i < 12; i += 1) await issue(member.id);
    t.clock.advance(PLAYER_TOKEN_MS + KEEP + 1);
    const counts = await Promise.all([
      job().run(t.clock.now()),
      job().run(t.clock.now()),
      job().run(t.clock.now()),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    expect(await remaining()).toBe(0);
  });
});
