import {
  createPaymentChannel,
  getDepositChannels,
  listPaymentChannels,
  updatePaymentChannel,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

describe('payment channels in the back office', () => {
  let t: TestApp;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp();
    finance = await staffTokenFor(t, 'finance');
  });
  afterAll(() => t.close());

  const BANK = {
    type: 'BANK' as const,
    name: 'City Bank transfer',
    enabled: true,
    min: 200,
    max: 50_000,
    presets: [500, 1_000, 5_000],
    bank: { bankName: 'City Bank', accountName: 'Tessera Ltd', accountNumber: '1234567890' },
  };

  it('adds a channel members then see, reorders and disables it, and audits each change', async () => {
    const before = (await t.call(listPaymentChannels, { token: finance })).body.value!;
    expect(before.gateways).toContain('SANDBOX');
    const added = await t.call(createPaymentChannel, { token: finance, body: { code: 'CITY', ...BANK } });
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    expect(added.body.value!.channels.at(-1)).toMatchObject({
      code: 'CITY',
      min: 200,
      presets: [500, 1_000, 5_000],
      usable: true,
    });

    const { token } = await registerMember(t);
    const seen = (await t.call(getDepositChannels, { token })).body.value!;
    expect(JSON.stringify(seen)).toContain('City Bank transfer');

    const moved = await t.call(updatePaymentChannel, {
      token: finance,
      params: { code: 'CITY' },
      body: { ...BANK, enabled: false, position: 0 },
    });
    expect(moved.body.value!.channels[0]).toMatchObject({ code: 'CITY', enabled: false });
    expect(JSON.stringify((await t.call(getDepositChannels, { token })).body.value)).not.toContain(
      'City Bank transfer',
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', 'channel:CITY')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['cashier.channel.create', 'cashier.channel.update']);
  });

  it('refuses a channel that could not work, and changes nothing', async () => {
    const bad = [
      { ...BANK, min: 100, max: 50 },
      { ...BANK, presets: [10] },
      { ...BANK, min: 200.001 },
      { ...BANK, bank: undefined },
      { ...BANK, type: 'GATEWAY' as const, gateway: 'NOPE' },
    ];
    const before = JSON.stringify((await t.call(listPaymentChannels, { token: finance })).body.value);
    for (const body of bad) {
      expectRefusal(
        await t.call(createPaymentChannel, { token: finance, body: { code: 'BAD', ...body } }),
        'channel.invalid',
      );
    }
    expectRefusal(
      await t.call(createPaymentChannel, { token: finance, body: { code: 'BANK', ...BANK } }),
      'channel.exists',
    );
    expectRefusal(
      await t.call(updatePaymentChannel, {
        token: finance,
        params: { code: 'NONE' },
        body: { ...BANK, position: 0 },
      }),
      'channel.not.found',
    );
    expectRefusal(
      await t.call(createPaymentChannel, { token: finance, body: { code: 'lower', ...BANK } }),
      'validation.failed',
    );
    expect(JSON.stringify((await t.call(listPaymentChannels, { token: finance })).body.value)).toBe(before);
  });
});
