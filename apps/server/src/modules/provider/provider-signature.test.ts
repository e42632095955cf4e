import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import { injectTransport, ProviderClient, signProviderCall } from '../../../test/provider-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { fund, type LaunchingClient, SECRET, vendorClient } from './provider-test-kit.js';

/** Conformance, part 1: how a call is signed, timed and read. */

let t: TestApp;
let client: LaunchingClient;
let user: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  client = await vendorClient(t);
  const member = await registerMember(t);
  user = String(member.member.id);
  await fund(t, member.member.id, 5_000n);
  token = await client.launch(member.member.id);
});
afterAll(() => t.close());

const balanceBody = () => ({ token, user, currency: 'BDT' });
const refused = { balance: 0, currency: null };

describe('provider API signatures', () => {
  it('answers a signed call with HTTP 200, OK and the balance in minor units', async () => {
    const reply = await client.balance(user, 'BDT');
    expect(reply).toEqual({ httpStatus: 200, status: 'OK', balance: 5_000, currency: 'BDT' });
  });

  it('accepts a timestamp 299 s either side of the server clock and refuses 301 s', async () => {
    for (const skewSeconds of [299, -299]) {
      expect((await client.call('balance', balanceBody(), { skewSeconds })).status).toBe('OK');
    }
    for (const skewSeconds of [301, -301]) {
      const reply = await client.call('balance', balanceBody(), { skewSeconds });
      expect(reply).toEqual({ httpStatus: 200, status: 'INVALID_SIGNATURE', ...refused });
    }
  });

  it('follows the server clock, not the caller', async () => {
    const late = new ProviderClient(
      client.vendor,
      SECRET,
      () => Date.now() - 3_600_000,
      injectTransport(t.app),
    );
    expect((await late.balance(user, 'BDT', token)).status).toBe('INVALID_SIGNATURE');
    t.clock.advance(-3_600_000);
    try {
      expect((await late.balance(user, 'BDT', token)).status).toBe('OK');
    } finally {
      t.clock.advance(3_600_000);
    }
  });

  it('refuses a wrong, missing, malformed or other-secret signature, and a bad timestamp', async () => {
    const body = balanceBody();
    const cases = [
      { signature: 'ab'.repeat(32) },
      { signature: null },
      { signature: 'not-hex' },
      { signature: 'AB'.repeat(33) },
      { secret: 'another-vendor-secret-0123456789' },
      { timestamp: 'yesterday' },
      { timestamp: '' },
      { timestamp: '1e9' },
    ];
    for (const overrides of cases) {
      const reply = await client.call('balance', body, overrides);
      expect(reply, JSON.stringify(overrides)).toEqual({
        httpStatus: 200,
        status: 'INVALID_SIGNATURE',
        ...refused,
      });
    }
  });

  it('signs the exact bytes: another spacing of the same JSON needs its own signature', async () => {
    const spaced = `{ "token": "${token}", "user" : "${user}",\n "currency": "BDT" }`;
    expect((await client.call('balance', spaced)).status).toBe('OK');
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    const compact = JSON.stringify(balanceBody());
    const reply = await client.call('balance', spaced, {
      timestamp,
      signature: signProviderCall(SECRET, timestamp, compact),
    });
    expect(reply.status).toBe('INVALID_SIGNATURE');
  });

  it('checks the signature before reading the body', async () => {
    const reply = await client.call('bet', '{"not json', { signature: 'ab'.repeat(32) });
    expect(reply.status).toBe('INVALID_SIGNATURE');
  });

  it('answers INVALID_REQUEST for malformed JSON, missing or mistyped fields, whatever the content type', async () => {
    const bodies: unknown[] = [
      '{"user":',
      '',
      'null',
      '[]',
      '"text"',
      {},
      { user },
      { user: 'abc', currency: 'BDT' },
      { user: -1, currency: 'BDT' },
      { user, currency: 'bdt' },
      { user: '0', currency: 'BDT' },
    ];
    for (const body of bodies) {
      const reply = await client.call('balance', body);
      expect(reply, JSON.stringify(body)).toEqual({ httpStatus: 200, status: 'INVALID_REQUEST', ...refused });
    }
    const bet = { user, transactionId: 'x', roundId: 'r', gameCode: 'g', currency: 'BDT' };
    for (const amount of [-1, 1.5, '1.5', '', null, 1e300, '9'.repeat(19)]) {
      expect((await client.call('bet', { ...bet, amount })).status, String(amount)).toBe('INVALID_REQUEST');
    }
    const plain = await client.call('balance', balanceBody(), { contentType: 'text/plain' });
    expect(plain.status).toBe('OK');
    const form = await client.call('balance', 'user=1', { contentType: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe('INVALID_REQUEST');
  });

  it('answers INVALID_REQUEST for an unknown vendor or action, INVALID_SIGNATURE for a vendor without a secret', async () => {
    const stranger = new ProviderClient(
      'NOPE',
      SECRET,
      () => t.clock.now().getTime(),
      injectTransport(t.app),
    );
    expect((await stranger.balance(user, 'BDT')).status).toBe('INVALID_REQUEST');
    expect((await client.call('refund', balanceBody())).status).toBe('INVALID_REQUEST');
    const unsigned = new ProviderClient('LVS', SECRET, () => t.clock.now().getTime(), injectTransport(t.app));
    expect((await unsigned.balance(user, 'BDT')).status).toBe('INVALID_SIGNATURE');
  });

  it('refuses an oversized body with INVALID_REQUEST, not an error page', async () => {
    const reply = await client.call('balance', { ...balanceBody(), pad: 'x'.repeat(70 * 1024) });
    expect(reply).toEqual({ httpStatus: 200, status: 'INVALID_REQUEST', ...refused });
  });

  it('needs no Merchant header; one naming no brand is refused in the provider format', async () => {
    const raw = JSON.stringify(balanceBody());
    const send = (headers: Record<string, string>) => {
      const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
      return t.app.inject({
        method: 'POST',
        url: `/provider/v1/${client.vendor}/balance`,
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          'x-signature': signProviderCall(SECRET, timestamp, raw),
          ...headers,
        },
        payload: raw,
      });
    };
    const plain = await send({ language: 'BN' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({ status: 'OK', balance: 5_000, currency: 'BDT' });
    const stranger = await send({ merchant: 'NO-SUCH-BRAND' });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ status: 'INVALID_REQUEST', ...refused });
  });

  it('uses a rotated secret at once', async () => {
    await t.services.provider.secrets.set(client.vendor, 'rotated-secret-0123456789abcdef');
    try {
      expect((await client.balance(user, 'BDT')).status).toBe('INVALID_SIGNATURE');
      const rotated = await client.call('balance', balanceBody(), {
        secret: 'rotated-secret-0123456789abcdef',
      });
      expect(rotated.status).toBe('OK');
    } finally {
      await t.services.provider.secrets.set(client.vendor, SECRET);
    }
  });

  it('accepts the replaced secret during a rotation’s grace only, and never after a rotation without one', async () => {
    const { secrets } = t.services.provider;
    // The kit's vendor reads the test clock, so it moves with ours.
    const withSecret = (secret: string) => client.call('balance', balanceBody(), { secret });
    try {
      const rotated = await secrets.rotate(client.vendor, t.clock.now(), 600_000);
      expect(rotated.secret).toMatch(/^[0-9a-f]{64}$/u);
      expect(rotated.previousValidUntil?.getTime()).toBe(t.clock.now().getTime() + 600_000);
      expect((await withSecret(rotated.secret)).status).toBe('OK');
      expect((await withSecret(SECRET)).status).toBe('OK');
      t.clock.advance(599_000);
      expect((await withSecret(SECRET)).status).toBe('OK');
      t.clock.advance(1_000);
      expect((await withSecret(SECRET)).status).toBe('INVALID_SIGNATURE');
      expect((await withSecret(rotated.secret)).status).toBe('OK');

      const leaked = await secrets.rotate(client.vendor, t.clock.now(), 0);
      expect(leaked.previousValidUntil).toBeNull();
      expect((await withSecret(rotated.secret)).status).toBe('INVALID_SIGNATURE');
      expect((await withSecret(leaked.secret)).status).toBe('OK');
      expect(await secrets.rotated()).toContainEqual({ vendor: client.vendor, secret: leaked.secret });
    } finally {
      await secrets.set(client.vendor, SECRET);
    }
    expect(await secrets.rotated()).not.toContainEqual(expect.objectContaining({ vendor: client.vendor }));
  });
});
