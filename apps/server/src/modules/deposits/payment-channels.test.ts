import {
  approveDeposit,
  createPaymentChannel,
  getDepositChannels,
  getReport,
  listPaymentChannels,
  postDeposit,
  updatePaymentChannel,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { localDate } from '../../lib/brand-days.js';

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

  it('keeps the fee a channel charged on each deposit, and the cashier report sums it', async () => {
    const fee = { ...BANK, name: 'Fee bank', feePercent: 1.5, feeFixed: 10 };
    const added = await t.call(createPaymentChannel, { token: finance, body: { code: 'FEEBANK', ...fee } });
    expect(added.body.value!.channels.find((c) => c.code === 'FEEBANK')).toMatchObject({
      feePercent: 1.5,
      feeFixed: 10,
    });
    const { token } = await registerMember(t);
    const made = await t.call(postDeposit, { token, body: { channel: 'FEEBANK', amount: 1_000 } });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    // The fee changes afterwards: the deposit keeps what it was charged when made.
    await t.call(updatePaymentChannel, {
      token: finance,
      params: { code: 'FEEBANK' },
      body: { ...fee, feePercent: 5, position: 0 },
    });
    await t.call(approveDeposit, { token: finance, params: { id: made.body.value!.id } });
    const today = localDate(t.clock.now(), 'Asia/Dhaka');
    const report = (
      await t.call(getReport, {
        token: finance,
        params: { name: 'cashier-by-channel' },
        query: { from: today, to: today },
      })
    ).body.value!;
    expect(report.rows.find((r) => r.cells.channel === 'FEEBANK')!.cells).toMatchObject({
      amount: 1_000,
      fees: -25,
      net: 975,
    });
    expectRefusal(
      await t.call(createPaymentChannel, {
        token: finance,
        body: { code: 'BADFEE', ...fee, feePercent: 1.234 },
      }),
      'channel.invalid',
    );
    expectRefusal(
      await t.call(createPaymentChannel, {
        token: finance,
        body: { code: 'BADFEE', ...fee, feePercent: 101 },
      }),
      'validation.failed',
    );
  });
});
