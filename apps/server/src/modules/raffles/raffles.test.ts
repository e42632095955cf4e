import { randomUUID } from 'node:crypto';
import {
  claimRaffle,
  getRaffleDraw,
  getRaffleDraws,
  getRaffles,
  type RaffleDraw,
  rotateRaffleSeeds,
} from '@tessera/contracts';
import { verifyCommitment, verifyPrizeDraw } from '@tessera/fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { newMember } from '../rewards/reward-test-kit.js';
import { balanceOf, trialToken } from '../transfers/transfer-test-kit.js';
import { giveTickets, liveRaffle } from './raffles-test-kit.js';

describe('prize tickets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const claim = (token: string, raffleId: string, requestId = randomUUID(), language?: string) =>
    t.call(claimRaffle, {
      token,
      body: { raffleId, requestId },
      ...(language ? { headers: { language } } : {}),
    });

  it('spends one ticket per draw, pays each prize through the ledger, and answers a replay as the first', async () => {
    const raffle = await liveRaffle(t);
    const member = await newMember(t);
    expect(await giveTickets(t, raffle.id, member.username, 12)).toBe(12);
    const listed = (await t.call(getRaffles, { token: member.token })).body.value!;
    const card = listed.list.find((r) => r.id === raffle.id)!;
    expect(card).toMatchObject({ kind: 'WHEEL', title: 'Lucky wheel', tickets: 12 });
    expect(card.prizes.map((p) => p.chance)).toEqual([0.125, 0.125, 0.25, 0.5]);
    expect(listed.seeds.commitment).toMatch(/^[0-9a-f]{64}$/u);

    const before = {
      main: await balanceOf(t, member.memberId, 'MAIN'),
      bonus: await balanceOf(t, member.memberId, 'BONUS'),
      points: await balanceOf(t, member.memberId, 'POINTS'),
    };
    const draws: RaffleDraw[] = [];
    const firstRequest = randomUUID();
    for (let i = 0; i < 12; i++) {
      const drawn = await claim(member.token, raffle.id, i === 0 ? firstRequest : randomUUID());
      expect(drawn.body.success).toBe(true);
      expect(drawn.body.value!.tickets).toBe(11 - i);
      expect(drawn.body.value!.draw.commitment).toBe(listed.seeds.commitment);
      expect(drawn.body.value!.draw.serverSeed).toBeNull();
      draws.push(drawn.body.value!.draw);
    }
    expect(draws.map((d) => d.nonce)).toEqual(draws.map((_, i) => draws[0]!.nonce + i));
    const sum = (type: string) =>
      draws.filter((d) => d.prize.type === type).reduce((total, d) => total + d.prize.amount, 0);
    expect(await balanceOf(t, member.memberId, 'MAIN')).toBe(before.main + BigInt(sum('CASH') * 100));
    expect(await balanceOf(t, member.memberId, 'BONUS')).toBe(before.bonus + BigInt(sum('BONUS') * 100));
    expect(await balanceOf(t, member.memberId, 'POINTS')).toBe(before.points + BigInt(sum('POINTS')));

    // The same request id again: the first draw, nothing spent, nothing paid twice.
    const replay = await claim(member.token, raffle.id, firstRequest);
    expect(replay.body.value).toMatchObject({ draw: { id: draws[0]!.id }, tickets: 0 });
    expect(await balanceOf(t, member.memberId, 'MAIN')).toBe(before.main + BigInt(sum('CASH') * 100));

    // Rotating reveals the seed: every draw is reproduced from it and its table's weights.
    const rotated = (await t.call(rotateRaffleSeeds, { token: member.token, body: {} })).body.value!;
    expect(rotated.previous?.commitment).toBe(listed.seeds.commitment);
    const page = (await t.call(getRaffleDraws, { token: member.token, query: { pageSize: 50 } })).body.value!;
    expect(page.total).toBe(12);
    for (const draw of page.list) {
      expect(draw.serverSeed).not.toBeNull();
      expect(verifyCommitment(draw.serverSeed!, draw.commitment)).toBe(true);
      expect(verifyPrizeDraw(draw.serverSeed!, draw.clientSeed, draw.nonce, draw.weights)).toBe(
        draw.prize.index,
      );
    }
    const one = (await t.call(getRaffleDraw, { token: member.token, params: { id: draws[3]!.id } })).body
      .value!;
    expect(one.draw).toMatchObject({
      id: draws[3]!.id,
      prize: draws[3]!.prize,
      serverSeed: rotated.previous!.serverSeed,
    });
  });

  it('gives ten racing claims on three tickets three draws, the rest refused', async () => {
    const raffle = await liveRaffle(t);
    const member = await newMember(t);
    await giveTickets(t, raffle.id, member.username, 3);
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(member.token, raffle.id)));
    const won = results.filter((r) => r.body.success);
    expect(won).toHaveLength(3);
    for (const refused of results.filter((r) => !r.body.success))
      expectRefusal(refused, 'raffle.no.ticket', 409);
    const draws = await t.db
      .selectFrom('raffle_draws')
      .select('nonce')
      .where('member_id', '=', member.memberId)
      .execute();
    expect(new Set(draws.map((d) => d.nonce)).size).toBe(3);
    const held = await t.db
      .selectFrom('raffle_holdings')
      .select('tickets')
      .where('member_id', '=', member.memberId)
      .executeTakeFirstOrThrow();
    expect(held.tickets).toBe(0);
  });

  it('refuses a claim without a ticket (in Bengali too), on a closed, a switched-off or an unknown raffle', async () => {
    const raffle = await liveRaffle(t);
    const member = await newMember(t);
    const before = await balanceOf(t, member.memberId, 'MAIN');
    expectRefusal(await claim(member.token, raffle.id), 'raffle.no.ticket', 409);
    const bn = expectRefusal(await claim(member.token, raffle.id, randomUUID(), 'BN'), 'raffle.no.ticket');
    expect(bn.message).toContain('টিকিট');

    const ended = await liveRaffle(t, {
      startsAt: new Date(t.clock.now().getTime() - 120_000).toISOString(),
      endsAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    });
    await giveTickets(t, ended.id, member.username, 1);
    expectRefusal(await claim(member.token, ended.id), 'raffle.closed', 409);
    const off = await liveRaffle(t, { enabled: false });
    await giveTickets(t, off.id, member.username, 1);
    expectRefusal(await claim(member.token, off.id), 'raffle.not.found', 404);
    expectRefusal(await claim(member.token, '999999999'), 'raffle.not.found', 404);
    // Neither closed nor off raffles are listed.
    const ids = (await t.call(getRaffles, { token: member.token })).body.value!.list.map((r) => r.id);
    expect(ids).toContain(raffle.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(off.id);
    expect(await balanceOf(t, member.memberId, 'MAIN')).toBe(before);
  });

  it('refuses bad input of every call, a request id reused on another raffle, another member’s draw and trial play', async () => {
    const raffle = await liveRaffle(t);
    const other = await liveRaffle(t);
    const member = await newMember(t);
    await giveTickets(t, raffle.id, member.username, 1);
    await giveTickets(t, other.id, member.username, 1);
    const bad = (body: unknown) =>
      t.call(claimRaffle, { token: member.token, body: body as { raffleId: string; requestId: string } });
    expectRefusal(await bad({ raffleId: 'abc', requestId: randomUUID() }), 'validation.failed', 400);
    expectRefusal(await bad({ raffleId: raffle.id, requestId: 'not-a-uuid' }), 'validation.failed', 400);
    expectRefusal(await bad({ raffleId: raffle.id }), 'validation.failed', 400);
    const query = (q: Record<string, unknown>) =>
      t.call(getRaffleDraws, { token: member.token, query: q as { pageNo: number; pageSize: number } });
    expectRefusal(await query({ pageSize: 500 }), 'validation.failed', 400);
    expectRefusal(await query({ raffleId: '-1' }), 'validation.failed', 400);
    expectRefusal(
      await t.call(getRaffleDraw, { token: member.token, params: { id: 'x' } }),
      'validation.failed',
      400,
    );
    expectRefusal(
      await t.call(getRaffleDraw, { token: member.token, params: { id: '999999999' } }),
      'raffle.draw.not.found',
      404,
    );
    const rotate = (clientSeed: string) =>
      t.call(rotateRaffleSeeds, { token: member.token, body: { clientSeed } });
    expectRefusal(await rotate('x'.repeat(65)), 'validation.failed', 400);
    expectRefusal(await rotate(' padded'), 'fair.seed.invalid', 400);
    expect((await rotate('my-own-seed')).body.value!.clientSeed).toBe('my-own-seed');

    const requestId = randomUUID();
    const drawn = (await claim(member.token, raffle.id, requestId)).body.value!;
    expectRefusal(await claim(member.token, other.id, requestId), 'raffle.request.reused', 409);
    const stranger = await newMember(t);
    expectRefusal(
      await t.call(getRaffleDraw, { token: stranger.token, params: { id: drawn.draw.id } }),
      'raffle.draw.not.found',
    );
    const trial = await trialToken(t);
    expectRefusal(await claim(trial, raffle.id), 'trial.not.allowed');
    expect(
      (await t.call(getRaffles, { token: trial })).body.value!.list.find((r) => r.id === raffle.id),
    ).toMatchObject({
      tickets: 0,
    });
  });
});
