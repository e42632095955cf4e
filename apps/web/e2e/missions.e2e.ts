import { claimMission, getMissionLeaderboard, getMissionSummary } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApi } from './support/api';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing, words } from './support/layout';
import { registerMember } from './support/points';
import { registerOnSite } from './support/promotion-claims';
import { openCentrePage } from './support/promotions';
import { openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const PHONE = { width: 390, height: 844 };

/** The demo's six missions by their artwork (db/seed/demo-missions.ts), Daily, Weekly, One-off. */
const DEMO_ICONS = ['slots', 'login', 'deposit', 'lottery', 'live', 'rounds'] as const;

/** A mission's card by its icon's file name (`login`): the demo's missions carry their artwork. */
const missionCard = (page: Page, icon: (typeof DEMO_ICONS)[number]) =>
  page.locator(`[data-testid=ms-card][data-icon="/images/missions/${icon}.svg"]`);

/** The red count on the member centre's missions item; absent while nothing waits. */
const missionBadge = (page: Page) => page.getByTestId('mc-badge-missionLeaderboard');

/** Waits for the demo's six missions on the Missions tab (other journeys may have put more). */
async function expectDemoMissions(page: Page): Promise<void> {
  await page.getByTestId('ms-missions').waitFor();
  for (const icon of DEMO_ICONS) await missionCard(page, icon).waitFor();
}

/** What the server says of the member now: missions waiting, their score, and their leaderboard line. */
async function standing(api: TestApi, token: string) {
  const summary = await api.call(getMissionSummary, { token });
  const board = await api.call(getMissionLeaderboard, { token, query: { period: 'CURRENT' } });
  return { readyCount: summary.readyCount, score: summary.score, me: board.me };
}

async function openLeaderboard(page: Page): Promise<void> {
  await page.getByRole('tab', { name: /^(Leaderboard|লিডারবোর্ড)$/u }).click();
  await page.getByTestId('ms-lb-head').waitFor();
}

async function openMissions(page: Page): Promise<void> {
  await page.getByRole('tab', { name: /^(Missions|মিশন)$/u }).click();
  await page.getByTestId('ms-missions').waitFor();
}

/** Waits until every picture the page shows has loaded (the artwork, the trophy), for a picture of it. */
async function picturesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.ms-page img')].every(
      (image) => image.loading === 'lazy' || (image.complete && image.naturalWidth > 0),
    ),
  );
}

/** The member centre's content scrolled to an element, for a picture of it. */
async function scrollTo(page: Page, testId: string): Promise<void> {
  await page
    .getByTestId(testId)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

describe('the missions journey', () => {
  it('lets a new member claim the daily check-in: the badge goes, the leaderboard shows them (phone, dark)', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });

    // Registering signs the member in: the day's login reaches "Daily check-in", and the red badge says so.
    const member = await registerOnSite(page, api, baseUrl, 'mission');
    await eventually(() => standing(api, member.token).then((s) => s.readyCount)).toBe(1);
    await openCentrePage(page, 'missionLeaderboard');
    await eventually(() => missionBadge(page).locator('[aria-hidden]').textContent()).toBe('1');
    await expectDemoMissions(page);

    // Daily first, then Weekly, then One-off; what can be claimed leads its group.
    expect(
      await page
        .locator('[data-testid^=ms-group-]')
        .evaluateAll((groups) => groups.map((g) => g.dataset.testid)),
    ).toEqual(['ms-group-DAILY', 'ms-group-WEEKLY', 'ms-group-ONCE']);
    const checkIn = missionCard(page, 'login');
    expect(await checkIn.getAttribute('data-state')).toBe('CLAIM');
    expect(
      await page.getByTestId('ms-group-DAILY').getByTestId('ms-card').first().getAttribute('data-icon'),
    ).toBe('/images/missions/login.svg');
    expect(await words(checkIn.getByTestId('ms-card-progress').textContent())).toBe('1 / 1100%');
    expect(await words(checkIn.getByTestId('ms-card-reward').textContent())).toBe('20 points');
    expect(await words(checkIn.getByTestId('ms-card-score').textContent())).toBe('+5 score');
    expect(await page.getByTestId('ms-ready').getAttribute('data-ready')).toBe('1');

    // The others are under way: money goals in money, counts as whole numbers, each reward in words.
    const slots = missionCard(page, 'slots');
    expect(await slots.getAttribute('data-state')).toBe('PROCESS');
    expect(await words(slots.getByTestId('ms-card-progress').textContent())).toBe('৳ 0 / ৳ 5000%');
    expect(await words(slots.getByTestId('ms-card-reward').textContent())).toBe('৳ 10 cash');
    expect(await words(missionCard(page, 'deposit').getByTestId('ms-card-reward').textContent())).toBe(
      '৳ 50 bonus · ×5 wagering',
    );
    expect(await words(missionCard(page, 'live').getByTestId('ms-card-progress').textContent())).toBe(
      '0 / 200%',
    );
    expect(await words(missionCard(page, 'rounds').getByTestId('ms-card-progress').textContent())).toBe(
      '0 / 100%',
    );
    expect(await slots.getByTestId('ms-countdown').textContent()).toMatch(/^Ends in \d+(h \d+m|:\d\d)/u);
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await picturesLoaded(page);
    await screenshot(page, 'missions-phone-ready-dark');

    // Claim: the card turns to its tick, the score rises by 5, the badge goes away.
    await checkIn.getByTestId('ms-claim').click();
    await eventually(() => checkIn.getAttribute('data-state')).toBe('CLAIMED');
    await checkIn.getByTestId('ms-claimed').waitFor();
    expect(await words(checkIn.getByTestId('ms-card-note').textContent())).toBe(
      'Claimed! You got 20 points.',
    );
    expect(await page.getByTestId('ms-score').getAttribute('data-score')).toBe('5');
    expect(await page.getByTestId('ms-ready').getAttribute('data-ready')).toBe('0');
    await missionBadge(page).waitFor({ state: 'detached' });
    expect(await standing(api, member.token)).toMatchObject({ readyCount: 0, score: 5 });
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await picturesLoaded(page);
    await screenshot(page, 'missions-phone-claimed-dark');
    await scrollTo(page, 'ms-group-WEEKLY');
    await picturesLoaded(page);
    await screenshot(page, 'missions-phone-weekly-dark');

    // The leaderboard: the member ranked with their 5, their line pinned and their row marked.
    await openLeaderboard(page);
    const me = page.getByTestId('ms-lb-me');
    expect(await me.getAttribute('data-kind')).toBe('rank');
    const { me: line } = await standing(api, member.token);
    expect(line.rank).not.toBeNull();
    expect(await words(me.getByTestId('ms-lb-me-rank').textContent())).toBe(`#${line.rank}`);
    expect(await words(me.getByTestId('ms-lb-me-score').textContent())).toBe('5 score');
    const mine = page.locator('[data-testid=ms-lb-row][data-me=true]');
    if (line.rank! <= 20) {
      await mine.waitFor();
      expect(await words(mine.textContent())).toContain(member.username);
    }
    await page.getByTestId('ms-prizes').waitFor();
    expect(await page.getByTestId('ms-prize-row').count()).toBeGreaterThan(0);
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await picturesLoaded(page);
    await screenshot(page, 'missions-phone-leaderboard-dark');
    await scrollTo(page, 'ms-prizes');
    await picturesLoaded(page);
    await screenshot(page, 'missions-phone-prizes-dark');

    // The previous period: its own head, and what became of its prizes.
    await page.getByTestId('ms-lb-previous').click();
    await eventually(() => page.getByTestId('ms-board').getAttribute('data-period')).toBe('PREVIOUS');
    await page.getByTestId('ms-lb-head').waitFor();
    // Prizes paid once settled; being paid while not yet; a period nobody scored in simply ended.
    expect(
      await page
        .locator('[data-testid=ms-lb-paid],[data-testid=ms-lb-paying],[data-testid=ms-lb-ended]')
        .count(),
    ).toBe(1);
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await picturesLoaded(page);
    await screenshot(page, 'missions-phone-previous-dark');

    // Back on the missions, a reload keeps the claim: read again, it is still claimed.
    await page.getByTestId('ms-lb-current').click();
    await openMissions(page);
    expect(await missionCard(page, 'login').getAttribute('data-state')).toBe('CLAIMED');

    // Under way, a mission shows the way to its goal: its games, or the deposit page.
    expect(await words(missionCard(page, 'slots').getByTestId('ms-go').textContent())).toBe('Play now');
    expect(await missionCard(page, 'login').getByTestId('ms-go').count()).toBe(0);
    await missionCard(page, 'deposit').getByTestId('ms-go').click();
    await eventually(() => page.getByTestId('member-centre-content').getAttribute('data-page')).toBe(
      'depositv2',
    );
  }, 150_000);

  it('shows a member their standing before and after a claim, with the podium (desktop, light)', async () => {
    // Two members claim their check-in first, so the podium has someone on it.
    const rivals = [await registerMember(api, 'msrival'), await registerMember(api, 'msrivel')];
    for (const rival of rivals) {
      const { list } = await api.call(getMissionSummary, { token: rival.token });
      const checkIn = list.find((mission) => mission.goal === 'LOGIN_DAYS' && mission.state === 'CLAIM');
      if (checkIn) await api.call(claimMission, { token: rival.token, body: { missionId: checkIn.id } });
    }

    const member = await registerMember(api, 'msdesk');
    // Motion on: the claim's burst is part of what is looked at.
    const { page } = await open({ language: 'EN', theme: 'light' });
    await openSite(page, baseUrl, `/home?token=${member.token}&mc=missionLeaderboard`);
    await expectDemoMissions(page);
    const checkIn = missionCard(page, 'login');
    await eventually(() => checkIn.getAttribute('data-state')).toBe('CLAIM');
    await eventually(() => missionBadge(page).count()).toBe(1);
    await picturesLoaded(page);
    await screenshot(page, 'missions-desktop-ready-light');

    // Before claiming, the leaderboard does not know them yet.
    await openLeaderboard(page);
    expect(await page.getByTestId('ms-lb-me').getAttribute('data-kind')).toBe('none');
    expect(await words(page.getByTestId('ms-lb-me-rank').textContent())).toBe('Not ranked yet');
    await page.getByTestId('ms-podium').waitFor();
    await picturesLoaded(page);
    await screenshot(page, 'missions-desktop-leaderboard-before-light');

    await openMissions(page);
    await missionCard(page, 'login').getByTestId('ms-claim').click();
    await eventually(() => missionCard(page, 'login').getAttribute('data-state')).toBe('CLAIMED');
    expect(await missionCard(page, 'login').locator('.ms-burst').count()).toBe(1);
    await page.waitForTimeout(250);
    await screenshot(page, 'missions-desktop-claim-burst-light');
    await missionBadge(page).waitFor({ state: 'detached' });
    await eventually(() => missionCard(page, 'login').locator('.ms-burst').count()).toBe(0);
    await picturesLoaded(page);
    await screenshot(page, 'missions-desktop-claimed-light');

    await openLeaderboard(page);
    expect(await page.getByTestId('ms-lb-me').getAttribute('data-kind')).toBe('rank');
    await picturesLoaded(page);
    await screenshot(page, 'missions-desktop-leaderboard-light', true);
  }, 120_000);

  it('reads well in Bengali on a phone (light)', async () => {
    const member = await registerMember(api, 'msbn');
    const { page } = await open({ language: 'BN', theme: 'light', viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, baseUrl, `/home?token=${member.token}&mc=missionLeaderboard`);
    await expectDemoMissions(page);
    expect(await words(missionCard(page, 'login').getByTestId('ms-card-title').textContent())).toBe(
      'দৈনিক চেক-ইন',
    );
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await picturesLoaded(page);
    await screenshot(page, 'missions-phone-bn-light');
    await openLeaderboard(page);
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await picturesLoaded(page);
    await screenshot(page, 'missions-phone-leaderboard-bn-light');
  }, 90_000);

  it('reads well on a desktop in the dark theme', async () => {
    const member = await registerMember(api, 'msdark');
    const { page } = await open({ language: 'EN', theme: 'dark' });
    await openSite(page, baseUrl, `/home?token=${member.token}&mc=missionLeaderboard`);
    await expectDemoMissions(page);
    await picturesLoaded(page);
    await screenshot(page, 'missions-desktop-dark');
    await openLeaderboard(page);
    await page.getByTestId('ms-podium').waitFor();
    // The podium's steps rise as it shows: the picture is of them risen.
    await page.waitForTimeout(800);
    await picturesLoaded(page);
    await screenshot(page, 'missions-desktop-leaderboard-dark');
  });

  it('shows its loading, error, empty and switched-off states (phone, dark)', async () => {
    const member = await registerMember(api, 'msstates');
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const envelope = (value: unknown, errorCode: string | null = null, message: string | null = null) =>
      JSON.stringify({ success: errorCode === null, value, message, errorCode });

    // A slow answer shows the cards' placeholders; a refusal shows its words and a way to try again.
    // Every ask is slow and refused until the server "recovers" (the badge's own ask at sign-in too).
    let recovered = false;
    await page.route('**/wps/relay/MCSFE_getMissionSummaryDetails', async (route) => {
      if (!recovered) {
        await new Promise((wait) => setTimeout(wait, 1_500));
        await route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: envelope(null, 'missions.resting', 'The missions are resting for a moment. Try again.'),
        });
        return;
      }
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: envelope({ list: [], readyCount: 0, score: 0 }),
      });
    });
    await openSite(page, baseUrl, `/home?token=${member.token}&mc=missionLeaderboard`);
    await page.getByTestId('ms-loading').waitFor();
    await screenshot(page, 'missions-phone-loading-dark');
    const failed = page.getByRole('alert');
    await failed.waitFor();
    expect(await words(failed.textContent())).toContain('The missions are resting for a moment.');
    await screenshot(page, 'missions-phone-error-dark');

    // Tried again: no live missions, said kindly.
    recovered = true;
    await failed.getByRole('button').click();
    await page.getByTestId('ms-empty').waitFor();
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await screenshot(page, 'missions-phone-empty-dark');

    // A brand whose leaderboard is switched off.
    await page.route('**/wps/relay/MCSFE_getMissionLeaderboard*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: envelope({
          enabled: false,
          periodType: 'WEEKLY',
          start: new Date(Date.now() - 86_400_000).toISOString(),
          end: new Date(Date.now() + 6 * 86_400_000).toISOString(),
          settled: false,
          list: [],
          me: { rank: null, score: 0, prize: null },
          rankShown: 1000,
          prizes: [],
          participants: 0,
        }),
      }),
    );
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await page.getByTestId('ms-lb-off').waitFor();
    expect(await page.getByTestId('ms-lb-current').count()).toBe(0);
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await screenshot(page, 'missions-phone-leaderboard-off-dark');
  }, 90_000);
});
