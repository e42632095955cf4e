import {
  adjustMemberPoints,
  approveRedeem,
  createPointItem,
  getMemberStaff,
  getPointSettings,
  listAuditStaff,
  listPointItems,
  savePointSettings,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { person } from '../transfers/transfer-test-kit.js';
import { givePoints, pointsHeld } from './points-test-kit.js';

describe('points as staff run them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('lets content staff write the rules and the mall, support only read them, and audits each change', async () => {
    const content = await staffTokenFor(t, 'content');
    const support = await staffTokenFor(t, 'support');
    const settings = (await t.call(getPointSettings, { token: support })).body.value!;
    expect(settings).toMatchObject({ convertPoints: 100, convertAmount: 1, convertEnabled: true });
    expect(settings.copyText.EN).toContain('never expire');

    expectRefusal(
      await t.call(savePointSettings, { token: support, body: settings }),
      'staff.forbidden',
      403,
    );
    const twice = { ...settings, earn: [...settings.earn, { category: 'RNG' as const, rateBp: 5 }] };
    expectRefusal(
      await t.call(savePointSettings, { token: content, body: twice }),
      'points.settings.invalid',
      400,
    );
    const fine = { ...settings, convertAmount: 1.005 };
    expectRefusal(
      await t.call(savePointSettings, { token: content, body: fine }),
      'points.settings.invalid',
      400,
    );
    const saved = await t.call(savePointSettings, {
      token: content,
      body: {
        ...settings,
        earn: [
          { category: 'LIVE', rateBp: 250 },
          { category: 'RNG', rateBp: 0 },
        ],
      },
    });
    // A category at 0 earns nothing and is left out.
    expect(saved.body.value?.earn).toEqual([{ category: 'LIVE', rateBp: 250 }]);
    await t.call(savePointSettings, { token: content, body: settings });

    const item = { name: { EN: 'Cap', BN: 'ক্যাপ' }, points: 900, stock: 5 };
    expectRefusal(await t.call(createPointItem, { token: support, body: item }), 'staff.forbidden', 403);
    expectRefusal(
      await t.call(createPointItem, { token: content, body: { ...item, name: { EN: '  ' } } }),
      'points.settings.invalid',
      400,
    );
    const made = await t.call(createPointItem, { token: content, body: item });
    expect(made.body.value).toMatchObject({ points: 900, stock: 5, redeemed: 0, enabled: true });
    const listed = (await t.call(listPointItems, { token: support })).body.value!.list;
    expect(listed.map((i) => i.name.EN)).toContain('Cap');
    expect(listed.filter((i) => i.image?.startsWith('/images/points/'))).toHaveLength(6);
    // Content staff write the mall, but money decisions are finance's.
    expectRefusal(
      await t.call(approveRedeem, {
        token: content,
        params: { id: '1' },
        body: { paidAccount: 'courier', paidAmount: 0 },
      }),
      'staff.forbidden',
      403,
    );

    const admin = await staffToken(t);
    const audit = (await t.call(listAuditStaff, { token: admin, query: { action: 'points.' } })).body.value!;
    expect(audit.list.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['points.settings.save', 'points.item.create']),
    );
  });

  it('adjusts a member’s points never below zero, and shows them as a count on the member’s page', async () => {
    const member = await person(t);
    await givePoints(t, member.id, 120);
    const admin = await staffToken(t);
    const take = (points: number) =>
      t.call(adjustMemberPoints, {
        token: admin,
        params: { memberId: member.id },
        body: { points, reason: 'duplicate credit' },
      });
    expectRefusal(await take(-121), 'points.not.enough', 409);
    expect((await take(-20)).body.value).toEqual({ points: -20, balance: 100 });
    expectRefusal(
      await t.call(adjustMemberPoints, {
        token: await staffTokenFor(t, 'support'),
        params: { memberId: member.id },
        body: { points: 5, reason: 'goodwill' },
      }),
      'staff.forbidden',
      403,
    );
    expectRefusal(
      await t.call(adjustMemberPoints, {
        token: admin,
        params: { memberId: 2_000_000_000 },
        body: { points: 5, reason: 'goodwill' },
      }),
      'object.not.found',
      404,
    );
    expect(await pointsHeld(t, member.id)).toEqual({ points: 100n, held: 0n });
    const page = (await t.call(getMemberStaff, { token: admin, params: { memberId: member.id } })).body
      .value!;
    expect(page.wallets).toContainEqual({ kind: 'POINTS', currency: 'PTS', balance: 100 });
    await t.verifyLedger();
  });
});
