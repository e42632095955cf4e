import { fromBase64, login, type RsaKey, randomNonce, sealPayload, toBase64 } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveHumanCheck } from '../../test/helpers.js';
import { sealRaw } from '../../test/raw-seal.js';
import { createTestApp, expectRefusal, type TestApp } from '../../test/test-app.js';
import { DEMO_MEMBER } from '../db/seed/demo-brand.js';

const MINUTE = 60_000;

function flipByte(base64: string, index: number): string {
  const bytes = fromBase64(base64);
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = bytes[at]! ^ 0x01;
  return toBase64(bytes);
}

describe('sealed payloads on POST /wps/session/login', () => {
  let t: TestApp;
  let key: RsaKey;
  beforeAll(async () => {
    t = await createTestApp();
    key = t.services.sealed.publicKey();
  });
  afterAll(() => t.close());

  const send = (headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: login.path,
      headers: { merchant: 'TESSERA', language: 'EN', ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const asResult = (response: Awaited<ReturnType<typeof send>>) => ({
    status: response.statusCode,
    body: response.json(),
    cookies: {},
  });
  const sessionCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const now = () => t.clock.now().getTime();
  /** A body that passes validation but has no human check: once opened it answers human.check.required. */
  const noHumanCheck = { username: 'demo01', password: 'wrong-password' };

  it('refuses plain JSON with encryption.required on the demo brand', async () => {
    const before = await sessionCount();
    const result = await t.call(login, {
      body: { ...DEMO_MEMBER, humanCheck: await solveHumanCheck(t) },
      seal: false,
    });
    expectRefusal(result, 'encryption.required', 400);
    expect(await sessionCount()).toBe(before);
  });

  it('logs in once and refuses the same sealed request replayed byte for byte', async () => {
    const sealed = await sealPayload(
      key,
      { ...DEMO_MEMBER, humanCheck: await solveHumanCheck(t) },
      { ts: now() },
    );
    const before = await sessionCount();
    const first = await send({ encryption: sealed.header }, sealed.body);
    expect(first.json()).toMatchObject({ success: true, value: { member: { account: 'demo01' } } });
    expect(await sessionCount()).toBe(before + 1);

    const replay = await send({ encryption: sealed.header }, sealed.body);
    expectRefusal(asResult(replay), 'request.replayed', 400);
    expect(await sessionCount()).toBe(before + 1);
  });

  it('refuses a freshly sealed request that reuses a spent nonce', async () => {
    const nonce = randomNonce();
    const first = await sealPayload(key, noHumanCheck, { ts: now(), nonce });
    expectRefusal(asResult(await send({ encryption: first.header }, first.body)), 'human.check.required');
    const second = await sealPayload(key, noHumanCheck, { ts: now(), nonce });
    expectRefusal(asResult(await send({ encryption: second.header }, second.body)), 'request.replayed');
  });

  it('refuses a ts more than five minutes off either way, and opens one four minutes old', async () => {
    const before = await sessionCount();
    for (const ts of [now() - 6 * MINUTE, now() + 6 * MINUTE]) {
      const sealed = await sealPayload(key, { ...DEMO_MEMBER, humanCheck: await solveHumanCheck(t) }, { ts });
      expectRefusal(asResult(await send({ encryption: sealed.header }, sealed.body)), 'request.expired', 400);
    }
    const recent = await sealPayload(key, noHumanCheck, { ts: now() - 4 * MINUTE });
    expectRefusal(asResult(await send({ encryption: recent.header }, recent.body)), 'human.check.required');
    const stringTs = await sealRaw(
      key,
      JSON.stringify({ ...noHumanCheck, ts: String(now()), nonce: randomNonce() }),
    );
    expectRefusal(asResult(await send({ encryption: stringTs.header }, stringTs.body)), 'request.expired');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a request whose ciphertext, tag, iv or wrapped key was tampered with', async () => {
    const before = await sessionCount();
    const sealed = await sealPayload(
      key,
      { ...DEMO_MEMBER, humanCheck: await solveHumanCheck(t) },
      { ts: now() },
    );
    const [keyId, wrapped] = sealed.header.split('.') as [string, string];
    const tampered = [
      { encryption: sealed.header, value: flipByte(sealed.body.value, 20) },
      { encryption: sealed.header, value: flipByte(sealed.body.value, -1) },
      { encryption: sealed.header, value: flipByte(sealed.body.value, 0) },
      { encryption: `${keyId}.${flipByte(wrapped, 10)}`, value: sealed.body.value },
    ];
    for (const { encryption, value } of tampered) {
      expectRefusal(asResult(await send({ encryption }, { value })), 'encryption.invalid', 400);
    }
    expect(await sessionCount()).toBe(before);
    // The untouched original still opens: the refusals above were about the tampering alone.
    expect((await send({ encryption: sealed.header }, sealed.body)).json().success).toBe(true);
  });

  it('refuses an unknown key id', async () => {
    const sealed = await sealPayload(key, noHumanCheck, { ts: now() });
    const wrapped = sealed.header.slice(sealed.header.indexOf('.') + 1);
    for (const keyId of ['nokey', `${key.keyId}x`, '']) {
      const result = asResult(await send({ encryption: `${keyId}.${wrapped}` }, sealed.body));
      expectRefusal(result, 'encryption.invalid', 400);
    }
  });

  it('refuses garbage headers and values of the wrong type with encryption.invalid', async () => {
    const before = await sessionCount();
    const sealed = await sealPayload(key, noHumanCheck, { ts: now() });
    const headers = [
      'garbage',
      '.',
      `${key.keyId}.`,
      `${key.keyId}.!!!not-base64!!!`,
      `${key.keyId}.AAAA`,
      'x'.repeat(5000),
    ];
    for (const encryption of headers) {
      expectRefusal(asResult(await send({ encryption }, sealed.body)), 'encryption.invalid', 400);
    }
    const values: unknown[] = [
      { value: 12345 },
      { value: null },
      { value: { a: 1 } },
      { value: ['x'] },
      {},
      [1, 2],
      'AAAA',
      42,
      { value: '' },
      { value: 'AAAA' },
    ];
    for (const payload of values) {
      const response = await send(
        { encryption: sealed.header, 'content-type': 'application/json' },
        JSON.stringify(payload),
      );
      expectRefusal(asResult(response), 'encryption.invalid', 400);
    }
    expect(await sessionCount()).toBe(before);
  });

  it('refuses sealed plaintext that is not a JSON object with ts and nonce, or a short AES key', async () => {
    const ts = now();
    const plaintexts = [
      'not json at all',
      '[1,2,3]',
      '42',
      'null',
      '"text"',
      JSON.stringify({ ...noHumanCheck, ts }),
      JSON.stringify({ ...noHumanCheck, ts, nonce: 'short' }),
      JSON.stringify({ ...noHumanCheck, ts, nonce: 12345678 }),
    ];
    for (const plaintext of plaintexts) {
      const sealed = await sealRaw(key, plaintext);
      const response = await send({ encryption: sealed.header }, sealed.body);
      expectRefusal(asResult(response), 'encryption.invalid', 400);
    }
    const shortKey = await sealRaw(key, JSON.stringify({ ...noHumanCheck, ts, nonce: randomNonce() }), 16);
    expectRefusal(asResult(await send({ encryption: shortKey.header }, shortKey.body)), 'encryption.invalid');
    // The same helper with a proper key and plaintext is opened, so the refusals above are real.
    const good = await sealRaw(key, JSON.stringify({ ...noHumanCheck, ts, nonce: randomNonce() }));
    expectRefusal(asResult(await send({ encryption: good.header }, good.body)), 'human.check.required');
  });
});
