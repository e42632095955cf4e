import {
  claimMission,
  fillPath,
  getLeaderboardSettings,
  type LeaderboardSettings,
  listStaffMissions,
  type StaffMission,
  saveLeaderboardSettings,
  updateMission,
} from '@tessera/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApi } from './support/api';
import {
  createStaff,
  DESKTOP,
  goTo,
  openConsole,
  PHONE,
  STAFF_PASSWORD,
  settled,
  shot,
  signIn,
  useScheme,
} from './support/backoffice';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing, words } from './support/layout';
import { registerOnSite } from './support/promotion-claims';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

async function missions(api: TestApi): Promise<StaffMission[]> {
  return (await api.call(listStaffMissions, { token: await api.staffToken() })).list;
}

async function leaderboardSettings(api: TestApi): Promise<LeaderboardSettings> {
  return api.call(getLeaderboardSettings, { token: await api.staffToken() });
}

/** Ends a journey's own missions (so the journeys after it meet the demo's six live ones). */
async function endMissions(api: TestApi, ids: readonly string[]): Promise<void> {
  const token = await api.staffToken();
  for (const mission of (await missions(api)).filter((m) => ids.includes(m.id) && m.status !== 'ENDED')) {
    const { id, gameName: _g, claims: _c, paidMoney: _m, paidPoints: _p, updatedAt: _u, ...input } = mission;
    const endpoint = { ...updateMission, path: fillPath(updateMission.path, { id }) };
    await api.call(endpoint, { token, body: { ...input, status: 'ENDED' } });
  }
}

// The brand's leaderboard rules and missions are shared by every journey: each test puts the
// rules back and ends its own missions.
let before: LeaderboardSettings | null = null;
const made: string[] = [];
beforeEach(async () => {
  before = await leaderboardSettings(api);
});
afterEach(async () => {
  if (before) await api.call(saveLeaderboardSettings, { token: await api.staffToken(), body: before });
  await endMissions(api, made.splice(0));
});

describe.each([
  { name: 'desktop', viewport: DESKTOP, theme: 'dark' as const, phone: false },
  { name: 'phone', viewport: PHONE, theme: 'light' as const, phone: true },
])('staff run missions and the leaderboard in the console ($name)', ({ name, viewport, theme, phone }) => {
  it('content adds a mission and puts it live, and changes the leaderboard’s prizes', async () => {
    const editor = await createStaff(api, 'content', 'msc');
    const stamp = Date.now().toString(36);
    const title = `Dice sprint ${name} ${stamp}`;
    const demo = await missions(api);
    const dice = demo.find((m) => m.goal === 'GAME_ROUNDS' && m.gameId);
    expect(dice?.gameName).toBeTruthy();
    const { page } = await open({ viewport, language: 'EN' });
    await useScheme(page, theme);

    await openConsole(page, baseUrl);
    await signIn(page, editor, STAFF_PASSWORD);
    await goTo(page, 'missions', phone);
    await page.waitForURL((url) => url.pathname === '/backoffice/missions');
    await eventually(() => page.getByTestId('row').count()).toBeGreaterThanOrEqual(6);
    await settled(page, 'missions-table');
    const slots = page.getByTestId('row').filter({ hasText: 'Spin the slots' });
    expect(await words(slots.getByTestId('mission-goal').textContent())).toBe(
      'Valid bet of ৳500.00 on Slots',
    );
    expect(await words(slots.getByTestId('mission-reward').textContent())).toBe('৳10.00 cash');
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-missions-${name}-list`);

    // A new mission: nothing is sent until the fields are right.
    await page.getByTestId('new-mission').click();
    const dialog = page.getByTestId('mission-dialog');
    const card = dialog.getByTestId('mission-card');
    await dialog.getByTestId('dialog-submit').click();
    await eventually(() => dialog.getByTestId('field-error').first().textContent()).toContain('title');
    await dialog.locator('input[name=title]').fill(title);
    await dialog.locator('textarea[name=summary]').fill('Roll the house dice fifteen times.');
    await dialog.locator('input[name=icon]').fill('/images/missions/rounds.svg');
    await dialog.locator('select[name=goal]').selectOption('GAME_ROUNDS');
    await dialog.locator('input[name=gameId]').fill(dice?.gameId ?? '');
    await dialog.locator('input[name=target]').fill('15');
    await dialog.locator('select[name=rewardType]').selectOption('POINTS');
    await dialog.locator('input[name=rewardAmount]').fill('1.5');
    await dialog.locator('input[name=score]').click();
    await eventually(() => dialog.getByTestId('field-error').first().textContent()).toContain('Whole points');
    await dialog.locator('input[name=rewardAmount]').fill('1,500');
    await dialog.locator('input[name=score]').fill('25');
    await eventually(() => words(card.getByTestId('mission-card-goal').textContent())).toBe(
      `15 rounds of #${dice?.gameId}`,
    );
    expect(await words(card.getByTestId('mission-card-reward').textContent())).toContain('1,500 points');
    expect(await words(card.getByTestId('mission-card-reward').textContent())).toContain('+25 score');
    await dialog.getByTestId('mission-language').locator('[data-value=BN]').click();
    await dialog.locator('input[name=title]').fill(`ডাইস স্প্রিন্ট ${stamp}`);
    await eventually(() => card.getByTestId('mission-card-title').textContent()).toBe(`ডাইস স্প্রিন্ট ${stamp}`);
    expect(await words(card.getByTestId('mission-card-reward').textContent())).toContain('1,500 পয়েন্ট');
    await eventually(() =>
      card.getByTestId('mission-icon').evaluate((img) => (img as HTMLImageElement).naturalWidth > 0),
    ).toBe(true);
    if (phone) expect(await overflowing(page, 'body')).toEqual([]);
    await shot(page, `backoffice-missions-${name}-editor`);
    // On a phone the card sits under the fields: the dialog scrolls to it.
    await dialog.getByTestId('mission-preview').scrollIntoViewIfNeeded();
    await screenshot(page, `backoffice-missions-${name}-editor-preview`);
    await dialog.getByTestId('dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => page.getByTestId('toast').textContent()).toBe(`“${title}” added`);

    // A draft, with the server's name of the game; put live from its row.
    const row = page.getByTestId('row').filter({ hasText: title });
    await eventually(() => row.locator('.badge').textContent()).toBe('Draft');
    made.push((await row.getAttribute('data-id')) ?? '');
    expect(await words(row.getByTestId('mission-goal').textContent())).toBe(`15 rounds of ${dice?.gameName}`);
    await row.getByTestId('move-LIVE').click();
    await page.getByTestId('confirm-dialog').getByTestId('dialog-submit').click();
    await eventually(() => row.locator('.badge').textContent()).toBe('Live');
    const saved = (await missions(api)).find((m) => m.id === made[0]);
    expect(saved).toMatchObject({
      status: 'LIVE',
      rewardType: 'POINTS',
      rewardAmount: 1500,
      target: 15,
      score: 25,
    });

    // What only the server knows is refused with its own words: a game not in the catalog.
    await row.getByTestId('edit').click();
    const edit = page.getByTestId('mission-dialog');
    expect(await edit.locator('input[name=gameId]').inputValue()).toBe(dice?.gameId);
    await edit.locator('input[name=gameId]').fill('999999999');
    await edit.getByTestId('dialog-submit').click();
    await eventually(() => edit.getByTestId('dialog-error').textContent()).toContain('not in the catalog');
    if (phone) expect(await overflowing(page, 'body')).toEqual([]);
    await shot(page, `backoffice-missions-${name}-refused`);
    await edit.locator('input[name=gameId]').fill(dice?.gameId ?? '');
    await edit.locator('input[name=target]').fill('20');
    await edit.getByTestId('dialog-submit').click();
    await edit.waitFor({ state: 'detached' });
    await eventually(() => words(row.getByTestId('mission-goal').textContent())).toBe(
      `20 rounds of ${dice?.gameName}`,
    );
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-missions-${name}-live`);

    // The leaderboard's rules: rank 1's prize raised, an eleventh rank added, saved whole.
    await goTo(page, 'leaderboard', phone);
    await settled(page, 'standings-table');
    await page.getByTestId('tab-rules').click();
    const form = page.getByTestId('leaderboard-form');
    await form.waitFor();
    const prizes = form.getByTestId('prize');
    const ranks = await prizes.count();
    await prizes.first().locator('input').fill('7,500');
    await form.getByTestId('add-prize').click();
    await eventually(() => prizes.count()).toBe(ranks + 1);
    await prizes.last().locator('input').fill('1.234');
    await form.locator('input[name=rankShown]').click();
    await eventually(() => form.getByTestId('field-error').first().textContent()).toContain('decimals');
    await prizes.last().locator('input').fill('100');
    await form.getByTestId('leaderboard-period').locator('[data-value=MONTHLY]').click();
    await eventually(() => words(form.getByTestId('prize-pool').textContent())).toContain('a month at most');
    expect(await page.getByTestId('unsaved').count()).toBe(1);
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-missions-${name}-rules`);
    await page.getByTestId('save').click();
    await eventually(() => page.getByTestId('toast').textContent()).toBe('Leaderboard rules saved');
    expect(await page.getByTestId('unsaved').count()).toBe(0);
    const rules = await leaderboardSettings(api);
    expect(rules.period).toBe('MONTHLY');
    expect(rules.prizes[0]).toBe(7500);
    expect(rules.prizes.at(-1)).toBe(100);
    expect(rules.prizes).toHaveLength(ranks + 1);
  }, 150_000);

  it('support reads the standings, a member’s rank leads to their page; no buttons to write', async () => {
    const agent = await createStaff(api, 'support', 'mss');
    const { page } = await open({ viewport, language: 'EN' });
    await useScheme(page, theme);
    // A member logs in today and claims the daily check-in: their score is on the board.
    const member = await registerOnSite(page, api, baseUrl, 'bomis');
    await page.evaluate(() => sessionStorage.removeItem('token'));
    const checkIn = (await missions(api)).find((m) => m.goal === 'LOGIN_DAYS' && m.status === 'LIVE');
    expect(checkIn).toBeTruthy();
    const claimed = await api.call(claimMission, {
      token: member.token,
      body: { missionId: checkIn?.id ?? '' },
    });
    expect(claimed.score).toBeGreaterThan(0);

    await openConsole(page, baseUrl);
    await signIn(page, agent, STAFF_PASSWORD);
    await goTo(page, 'missions', phone);
    await eventually(() => page.getByTestId('row').count()).toBeGreaterThanOrEqual(6);
    await settled(page, 'missions-table');
    expect(await page.getByTestId('new-mission').count()).toBe(0);
    expect(await page.getByTestId('edit').count()).toBe(0);
    await goTo(page, 'leaderboard', phone);
    await settled(page, 'standings-table');
    const row = page.getByTestId('row').filter({ hasText: member.username });
    await eventually(() => row.getByTestId('standing-score').textContent()).toBe(String(claimed.score));
    expect(await words(row.locator('.col-paid').textContent())).toBe('At the close');
    expect(await words(page.getByTestId('board-range').textContent())).toMatch(
      /\d{4} – \d{1,2} \w{3} \d{4}/u,
    );
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-missions-${name}-standings`);
    const picker = page.getByTestId('period-picker');
    expect(await picker.locator('option').count()).toBeGreaterThanOrEqual(1);

    await page.getByTestId('tab-rules').click();
    const form = page.getByTestId('leaderboard-form');
    await form.waitFor();
    expect(await form.locator('.form-note').textContent()).toContain('may read the leaderboard');
    expect(await form.locator('input[name=rankShown]').isDisabled()).toBe(true);
    expect(await page.getByTestId('save').count()).toBe(0);
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-missions-${name}-rules-read`);

    await page.getByTestId('tab-standings').click();
    await settled(page, 'standings-table');
    await row.getByTestId('member').click();
    await page.waitForURL((url) => url.pathname === `/backoffice/members/${member.id}`);
    await page.getByTestId('member-page').waitFor();
  }, 120_000);
});
