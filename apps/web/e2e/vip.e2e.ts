import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './support/api';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing, words } from './support/layout';
import { memberOfPage } from './support/promotions';
import { fillUsernameRegistration, openSite } from './support/site';
import { amountOf, openRewardSection, rebateOf } from './support/vip';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const PHONE = { width: 390, height: 844 };

/** Registers from the VIP page's own button; registration lands on / (spec §2.2). */
async function registerFromVipPage(page: Page, prefix: string): Promise<string> {
  await page.getByTestId('vip-register').click();
  const username = uniqueName(prefix);
  await fillUsernameRegistration(page, username, 'Vip12345');
  await page.getByTestId('register-submit').click();
  await eventually(() => page.getByTestId('member-account').textContent(), 20_000).toBe(username);
  return username;
}

describe('the VIP journey', () => {
  it('shows a visitor the levels, a new member level 0 and what is left, and the rebates of a few rounds (phone, dark)', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });

    // A visitor: every level with its benefits, and a way to log in instead of a standing.
    await openSite(page, baseUrl, '/vip');
    const levels = page.getByTestId('vip-level');
    await eventually(() => levels.count(), 20_000).toBeGreaterThanOrEqual(2);
    expect(await levels.first().getAttribute('data-level')).toBe('0');
    expect(await words(levels.first().getByTestId('vip-level-needs').textContent())).toBe(
      'Everyone starts here',
    );
    const rates = await words(levels.first().getByTestId('vip-level-rates').textContent());
    expect(rates).toContain('Slots 1.2%');
    expect(rates).toContain('Live casino 0.8%');
    await page.getByTestId('vip-guest').waitFor();
    expect(await page.getByTestId('vip-standing').count()).toBe(0);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'vip-phone-visitor-dark');

    // A new member: level 0 "Member", both bars at 0 %, and what is left to reach the next level.
    await registerFromVipPage(page, 'vip');
    const member = await memberOfPage(api, page);
    await page.getByTestId('menu-button').click();
    await page.getByTestId('side-vip').click();
    await page.waitForURL((url) => url.pathname === '/vip');
    const standing = page.getByTestId('vip-standing');
    await standing.waitFor();
    expect(await standing.getAttribute('data-level')).toBe('0');
    expect(await page.getByTestId('vip-standing-name').textContent()).toBe('Member');
    expect(await page.getByTestId('vip-progress-bet').getAttribute('data-percent')).toBe('0');
    expect(await page.getByTestId('vip-progress-deposits').getAttribute('data-percent')).toBe('0');
    const nextName = await levels.nth(1).locator('.vip-level__name').textContent();
    expect(await words(page.getByTestId('vip-left').textContent())).toMatch(
      new RegExp(`^Bet ৳ [\\d,.]+ more and deposit ৳ [\\d,.]+ more to reach ${nextName}\\.$`, 'u'),
    );
    expect(await levels.first().getAttribute('aria-current')).toBe('true');
    // Level 0 is no VIP label (spec §2.5: "the VIP label if any").
    expect(await page.getByTestId('side-vip-label').count()).toBe(0);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'vip-phone-member-dark');

    // A few in-house rounds.
    await api.adjustBalance(member.id, 500, 'vip journey: stakes');
    await openSite(page, baseUrl, '/seamless?vassalage=BGS&gameCode=DICE');
    await page.getByTestId('fair-game-dice').waitFor();
    await page.getByTestId('fair-stake').fill('10');
    const rows = page.getByTestId('fair-history-row');
    for (let round = 1; round <= 3; round++) {
      await page.getByTestId('fair-play').click();
      await eventually(() => rows.count(), 20_000).toBe(round);
    }

    // The reward centre's rebates: today's valid bet of ৳30 and what it has accrued at its rate.
    await openSite(page, baseUrl, '/');
    await openRewardSection(page, /^Rebates$/u);
    const line = page.getByTestId('rebate-today-line').first();
    await eventually(async () => {
      await page.getByTestId('rebate-refresh').click();
      await page.getByTestId('rebate-today').waitFor();
      return (await line.count()) > 0 ? words(line.getByTestId('rebate-line-how').textContent()) : '';
    }, 30_000).toMatch(/^৳ 30\.00 /u);
    const rateBp = Number(await line.getAttribute('data-rate-bp'));
    const expected = rebateOf(30, rateBp);
    expect(amountOf(await line.getByTestId('rebate-line-amount').textContent())).toBe(expected);
    expect(amountOf(await page.getByTestId('rebate-accrued').textContent())).toBe(expected);
    expect(await page.getByTestId('rebate-note').textContent()).toContain('after the day ends');
    await page.getByTestId('rebate-history-empty').waitFor();
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await screenshot(page, 'vip-phone-rebates-dark');

    // Cash back: this week's net loss (or none) and the level's terms.
    await openRewardSection(page, /^Cash back$/u);
    await page.getByTestId('cashback-week').waitFor();
    expect(await page.getByTestId('cashback-terms').textContent()).toMatch(/^Your level pays/u);
    await page.getByTestId('cashback-history-empty').waitFor();
    await screenshot(page, 'vip-phone-cashback-dark');

    // The reward centre links the VIP page.
    await openRewardSection(page, /^Promotions$/u);
    expect(await page.getByTestId('rc-vip').textContent()).toContain('Your VIP level: Member');
    await page.getByTestId('rc-vip-link').click();
    await page.waitForURL((url) => url.pathname === '/vip');
    await page.getByTestId('member-centre').waitFor({ state: 'detached' });
    await standing.waitFor();
  }, 150_000);

  it("shows the level-0 rebate rates in the nav drop-down and a member's standing on a desktop (light, Bengali)", async () => {
    const { page } = await open({ language: 'BN', theme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, baseUrl, '/vip');
    await page.getByTestId('vip-guest').waitFor();

    // The drop-down's rates are the brand's (getRebateRates), level 0's for a visitor: spec §9.
    for (const [category, rate] of [
      ['RNG', '1.2%'],
      ['LIVE', '0.8%'],
      ['LOTT', '1%'],
    ] as const) {
      await page.getByTestId(`nav-${category}`).hover();
      const drop = page.getByTestId(`category-drop-${category}`);
      await drop.waitFor();
      expect(await words(drop.getByTestId('category-rebate').textContent())).toBe(`রিবেট ${rate}`);
      if (category === 'RNG') await screenshot(page, 'vip-desktop-nav-rates-light-bn');
      await page.mouse.move(5, 700);
      await drop.waitFor({ state: 'detached' });
    }
    await screenshot(page, 'vip-desktop-visitor-light-bn');

    await registerFromVipPage(page, 'vipbn');
    await openSite(page, baseUrl, '/vip');
    const standing = page.getByTestId('vip-standing');
    await standing.waitFor();
    expect(await page.getByTestId('vip-standing-name').textContent()).toBe('সদস্য');
    expect(await words(page.getByTestId('vip-left').textContent())).toMatch(/পৌঁছাতে আরও ৳ [\d,.]+ বাজি ধরুন/u);
    await screenshot(page, 'vip-desktop-member-light-bn');

    // The reward centre's rebates with nothing played yet today.
    await openRewardSection(page, /^রিবেট$/u);
    await page.getByTestId('rebate-today-empty').waitFor();
    await screenshot(page, 'vip-desktop-rebates-light-bn');
  }, 120_000);

  it('reads well on a phone in the light theme', async () => {
    const { page } = await open({ language: 'BN', theme: 'light', viewport: PHONE });
    await openSite(page, baseUrl, '/vip');
    await page.getByTestId('vip-level').first().waitFor();
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'vip-phone-visitor-light-bn', true);
  });

  it('reads well on a desktop in the dark theme', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark' });
    await openSite(page, baseUrl, '/vip');
    await page.getByTestId('vip-level').first().waitFor();
    await screenshot(page, 'vip-desktop-visitor-dark', true);
  });

  it("shows a VIP member's label in the side menu, linked to the VIP page (desktop, dark)", async () => {
    const { page } = await open({ language: 'EN', theme: 'dark' });
    await openSite(page, baseUrl, '/vip');
    await registerFromVipPage(page, 'vipgold');
    // Reaching a level takes ৳50,000 of play: the standing is answered as a level-2 member's.
    await page.route('**/wps/relay/MCSFE_getVipInfo', async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      const silver = body.value.levels.find((level: { level: number }) => level.level === 2);
      const third = body.value.levels.find((level: { level: number }) => level.level === 3);
      body.value.standing = {
        ...body.value.standing,
        hasVip: true,
        vipRankLevel: 2,
        vipLabelName: silver.name,
        validBet: silver.minValidBet + 1_000,
        deposits: silver.minDeposits,
        next: third
          ? {
              level: 3,
              name: third.name,
              validBetLeft: third.minValidBet - silver.minValidBet - 1_000,
              depositsLeft: third.minDeposits - silver.minDeposits,
              regainLeft: null,
            }
          : null,
        // A quarter of the month's keep amount bet so far.
        keep: {
          validBet: silver.keepValidBet,
          thisMonth: silver.keepValidBet / 4,
          left: (silver.keepValidBet * 3) / 4,
        },
        dropped: null,
      };
      await route.fulfill({ response: answer, json: body });
    });
    await openSite(page, baseUrl, '/');
    await page.getByTestId('menu-button').click();
    const label = page.getByTestId('side-vip-label');
    await label.waitFor();
    expect(await label.getAttribute('data-level')).toBe('2');
    expect(await label.textContent()).toContain('VIP 2');
    await screenshot(page, 'vip-desktop-side-label-dark');
    await label.click();
    await page.waitForURL((url) => url.pathname === '/vip');
    await page.getByTestId('vip-standing').waitFor();
    expect(await page.getByTestId('vip-standing').getAttribute('data-level')).toBe('2');
    expect(await page.locator('[data-testid=vip-level][aria-current=true]').getAttribute('data-level')).toBe(
      '2',
    );
    // What keeps the level this month: a quarter of Silver's ৳100,000 so far.
    expect(await page.getByTestId('vip-keep-bet').getAttribute('data-percent')).toBe('25');
    expect(await words(page.getByTestId('vip-keep').locator('.vip-standing__note').textContent())).toBe(
      'Bet ৳ 75,000.00 more this month to keep VIP 2 Silver.',
    );
    await screenshot(page, 'vip-desktop-member-vip2-dark');

    // The demo's levels pay no cash back: a level's terms, this week's estimate and a paid week are
    // answered as a paying level's would be, to see them drawn.
    await page.route('**/wps/relay/MCSFE_getCashbackDetails*', async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      const week = body.value.thisWeek;
      body.value = {
        ...body.value,
        rateBp: 500,
        cap: 2_000,
        thisWeek: { ...week, netLoss: 1_234.5, rateBp: 500, amount: 61.72 },
        paid: [
          {
            weekStart: '2026-11-16',
            netLoss: 50_000,
            rateBp: 500,
            amount: 2_000,
            paidAt: new Date().toISOString(),
          },
        ],
        total: 1,
      };
      await route.fulfill({ response: answer, json: body });
    });
    await openRewardSection(page, /^Cash back$/u);
    await page.getByTestId('cashback-paid-line').waitFor();
    expect(await words(page.getByTestId('cashback-terms').textContent())).toBe(
      "Your level pays 5% of a week's net loss, up to ৳ 2,000.00.",
    );
    expect(await page.getByTestId('cashback-estimate').textContent()).toBe('৳ 61.72');
    await screenshot(page, 'vip-desktop-cashback-dark');
  });
});
