import { listPromotions } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoPromotions } from './demo-promotions.js';

describe('the demo promotions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('are added once, and a visitor sees five to join and one coming, in both languages', async () => {
    await seedDemoPromotions(t.db, t.clock.now());
    await seedDemoPromotions(t.db, t.clock.now());
    const en = (await t.call(listPromotions, {})).body.value!.list;
    expect(en.map((card) => [card.type, card.state])).toEqual([
      ['FIRST_DEPOSIT', 'JOIN'],
      ['DEPOSIT', 'JOIN'],
      ['REBATE', 'JOIN'],
      ['CASHBACK', 'JOIN'],
      ['APPLIED', 'JOIN'],
      ['DEPOSIT', 'COMING_SOON'],
    ]);
    expect(en[0]).toMatchObject({
      title: 'Welcome bonus: 100% up to ৳5,000',
      image: '/images/promotions/welcome.svg',
    });
    expect(en[0]!.rules).toMatchObject({ rewardBp: 10_000, rewardCap: 5_000, wagering: 10, maxBet: 500 });
    expect(en[2]!.rules).toMatchObject({ rewardBp: 50, rewardCap: 1_000, categories: ['RNG'], wagering: 0 });
    expect(en[3]!.rules).toMatchObject({ frequency: 'WEEKLY', rewardBp: 500, claimMode: 'CLAIM' });
    const bn = (await t.call(listPromotions, { headers: { language: 'BN' } })).body.value!.list;
    expect(bn[1]!.title).toBe('সাপ্তাহিক রিলোড: ৳2,500 পর্যন্ত 25%');
  });
});
