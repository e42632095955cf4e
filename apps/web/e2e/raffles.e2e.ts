import {
  createRaffle,
  fillPath,
  getRaffleDraws,
  getRaffles,
  getWalletBalance,
  grantRaffleTickets,
  type RaffleInput,
  type RaffleKind,
  updateRaffle,
} from '@tessera/contracts';
import { verifyCommitment, verifyPrizeDraw } from '@tessera/fair';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestApi } from './support/api';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing } from './support/layout';
import { registerMember } from './support/points';
import { registerOnSite } from './support/promotion-claims';
import { openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const PHONE = { width: 390, height: 844 };

/** Six cash prizes: whatever the draw, the member's main balance moves by the prize. */
const CASH_TABLE: RaffleInput['prizes'] = [1, 2, 5, 10, 20, 50].map((amount, index) => ({
  label: { EN: `Cash ${amount}`, BN: `নগদ ${amount}` },
  weight: [30, 25, 20, 14, 8, 3][index]!,
  type: 'CASH' as const,
  amount,
  wageringMultiple: 0,
}));

/** This file's raffles, switched off when it ends (the brand is shared by every journey). */
const made: { id: string; input: RaffleInput }[] = [];
afterAll(async () => {
  const token = await api.staffToken();
  for (const { id, input } of made) {
    const endpoint = { ...updateRaffle, path: fillPath(updateRaffle.path, { id }) };
    await api.call(endpoint, { token, body: { ...input, enabled: false } });
  }
});

/** Staff put up a raffle of this kind paying cash only; answers its id. */
async function cashRaffle(kind: RaffleKind, title: string): Promise<string> {
  const input: RaffleInput = {
    kind,
    title: { EN: title, BN: title },
    summary: { EN: 'Every prize is cash.', BN: 'প্রতিটি পুরস্কার নগদ।' },
    icon: null,
    prizes: CASH_TABLE,
    rules: [{ source: 'DEPOSIT', minAmount: 100, tickets: 1 }],
    enabled: true,
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: null,
    sortOrder: 9_000 + made.length,
  };
  const created = await api.call(createRaffle, { token: await api.staffToken(), body: input });
  made.push({ id: created.id, input });
  return created.id;
}

async function grant(api: TestApi, raffleId: string, username: string, tickets: number): Promise<void> {
  const endpoint = { ...grantRaffleTickets, path: fillPath(grantRaffleTickets.path, { id: raffleId }) };
  await api.call(endpoint, { token: await api.staffToken(), body: { username, tickets, reason: 'journey' } });
}

const mainBalance = async (token: string) =>
  (await api.call(getWalletBalance, { token })).balance.find((line) => line.code === 'MAIN')?.availBalance ??
  0;

/** Opens a raffle's page and waits for its stage. */
async function openRaffle(page: Page, id: string): Promise<void> {
  await openSite(page, baseUrl, `/raffle?id=${id}`);
  await page.getByTestId('raffle-stage').waitFor();
  await page.getByTestId('raffle-commitment').waitFor();
}

/**
 * Plays one draw on the open raffle, pictures it mid-animation at `frames` ms, waits for the
 * landing, and answers the server's record of the draw.
 */
async function playOnce(
  page: Page,
  token: string,
  raffleId: string,
  name: string,
  frames: number[],
  onFrame: () => Promise<void> = async () => {},
) {
  const play = page.getByTestId('raffle-play');
  await play.click();
  let last = 0;
  for (const at of frames) {
    await page.waitForTimeout(at - last);
    last = at;
    await screenshot(page, `${name}-${at}ms`);
    await onFrame();
  }
  await page.locator('[data-phase=revealed]').waitFor({ timeout: 15_000 });
  const draws = await api.call(getRaffleDraws, { token, query: { raffleId, pageNo: '1', pageSize: '1' } });
  return draws.list[0]!;
}

/** Checks the last draw in the browser: reveals the seed by rotating, then reads the verdict. */
async function verifyInBrowser(page: Page, name: string): Promise<string> {
  await page.getByTestId('raffle-verify-last').click();
  await page.getByTestId('raffle-verify-sealed').waitFor();
  await screenshot(page, `${name}-verify-sealed`);
  await page.getByTestId('raffle-reveal').click();
  const verdict = page.getByTestId('raffle-verify-verdict');
  await verdict.waitFor();
  expect(await verdict.getAttribute('data-verified')).toBe('true');
  await screenshot(page, `${name}-verify-ok`);
  return (await page.getByTestId('raffle-verify-seed').textContent()) ?? '';
}

describe('the lucky draws journey', () => {
  it('a wheel spin: the commitment shows before, the wheel lands on the prize, the balance moves, the draw verifies in the browser (phone, light)', async () => {
    const { page } = await open({ language: 'EN', theme: 'light', viewport: PHONE });
    const raffleId = await cashRaffle('WHEEL', 'Journey wheel');
    const member = await registerOnSite(page, api, baseUrl, 'wheel');
    await grant(api, raffleId, member.username, 2);

    await openRaffle(page, raffleId);
    const before = await api.call(getRaffles, { token: member.token });
    const raffle = before.list.find((r) => r.id === raffleId)!;
    expect(raffle.tickets).toBe(2);
    expect(await page.getByTestId('raffle-tickets').getAttribute('data-tickets')).toBe('2');
    // The commitment the next draw is bound to, shown before the spin.
    const commitment = before.seeds.commitment;
    expect(await page.getByTestId('raffle-commitment').textContent()).toBe(commitment);
    expect(await page.locator('.rf-wheel__segment').count()).toBe(CASH_TABLE.length);
    expect(await overflowing(page)).toEqual([]);
    await page.waitForTimeout(300);
    await screenshot(page, 'raffle-wheel-light-idle');
    await screenshot(page, 'raffle-wheel-light-page', true);

    const balanceBefore = await mainBalance(member.token);
    const shownBefore = await page.getByTestId('balance').textContent();
    // While the wheel turns the header keeps the old balance: it must not tell the prize first.
    const stillShown = async () => expect(await page.getByTestId('balance').textContent()).toBe(shownBefore);
    const draw = await playOnce(
      page,
      member.token,
      raffleId,
      'raffle-wheel-light-spin',
      [700, 2200, 3800],
      stillShown,
    );
    expect(draw.commitment).toBe(commitment);
    // The wheel landed on the drawn segment, and the words say the prize.
    const wheel = page.getByTestId('raffle-wheel');
    expect(await wheel.getAttribute('data-landed')).toBe(String(draw.prize.index));
    expect(await page.locator('.rf-wheel__segment.is-won').getAttribute('data-index')).toBe(
      String(draw.prize.index),
    );
    const result = page.getByTestId('raffle-result');
    expect(await result.getAttribute('data-prize-index')).toBe(String(draw.prize.index));
    expect(await result.textContent()).toContain(String(draw.prize.amount));
    await screenshot(page, 'raffle-wheel-light-landed');

    // A ticket spent, the cash paid: the header's balance shows it.
    expect(await page.getByTestId('raffle-tickets').getAttribute('data-tickets')).toBe('1');
    await eventually(() => mainBalance(member.token)).toBe(balanceBefore + draw.prize.amount);
    await eventually(async () =>
      Number(((await page.getByTestId('balance').textContent()) ?? '').replace(/[^\d.]/gu, '')),
    ).toBe(balanceBefore + draw.prize.amount);
    await page.getByTestId('raffle-draw-row').first().waitFor();

    // The draw checked in the browser once its seed is revealed; the same seed checks here too.
    const seed = await verifyInBrowser(page, 'raffle-wheel-light');
    expect(verifyCommitment(seed, draw.commitment)).toBe(true);
    expect(verifyPrizeDraw(seed, draw.clientSeed, draw.nonce, draw.weights)).toBe(draw.prize.index);
  });

  it('a golden egg cracked and a red envelope opened, each landing on its prize (phone, dark)', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: PHONE });
    const eggId = await cashRaffle('EGG', 'Journey egg');
    const envelopeId = await cashRaffle('RED_ENVELOPE', 'Journey envelope');
    const member = await registerOnSite(page, api, baseUrl, 'egg');
    await grant(api, eggId, member.username, 1);
    await grant(api, envelopeId, member.username, 1);

    await openRaffle(page, eggId);
    await page.waitForTimeout(300);
    await screenshot(page, 'raffle-egg-dark-idle');
    const egg = await playOnce(page, member.token, eggId, 'raffle-egg-dark-crack', [450, 1000, 1500]);
    expect(await page.getByTestId('raffle-result').getAttribute('data-prize-index')).toBe(
      String(egg.prize.index),
    );
    expect(await page.getByTestId('raffle-egg').getByTestId('raffle-prize-badge').textContent()).toContain(
      String(egg.prize.amount),
    );
    await screenshot(page, 'raffle-egg-dark-revealed');
    // No tickets left: the button waits and the page says how to earn more.
    expect(await page.getByTestId('raffle-play').isDisabled()).toBe(true);
    await page.getByTestId('raffle-no-tickets').waitFor();

    await page.getByTestId(`raffle-choose-${envelopeId}`).click();
    await page.getByTestId('raffle-envelope').waitFor();
    const envelope = await playOnce(
      page,
      member.token,
      envelopeId,
      'raffle-envelope-dark-open',
      [400, 1000, 1600],
    );
    expect(await page.getByTestId('raffle-result').getAttribute('data-prize-index')).toBe(
      String(envelope.prize.index),
    );
    await screenshot(page, 'raffle-envelope-dark-revealed');
    expect(await overflowing(page)).toEqual([]);
    await eventually(() => mainBalance(member.token)).toBe(egg.prize.amount + envelope.prize.amount);
  });

  it('shows the prizes without motion to a member who asked for less, in Bengali', async () => {
    const { page } = await open({ language: 'BN', theme: 'dark', viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const raffleId = await cashRaffle('WHEEL', 'Journey still wheel');
    const member = await registerOnSite(page, api, baseUrl, 'still');
    await grant(api, raffleId, member.username, 1);
    await openRaffle(page, raffleId);
    await page.getByTestId('raffle-play').click();
    // Straight to the prize: no spin to wait for.
    await page.locator('[data-phase=revealed]').waitFor({ timeout: 2_000 });
    const draw = (await api.call(getRaffleDraws, { token: member.token, query: { raffleId } })).list[0]!;
    expect(await page.getByTestId('raffle-wheel').getAttribute('data-landed')).toBe(String(draw.prize.index));
    expect(await page.getByTestId('raffle-result').textContent()).toContain('জিতেছেন');
    await screenshot(page, 'raffle-wheel-bn-reduced');
  });

  it('is reached from the promotions page; its first read held shows the skeleton, a refusal its words and Try again (phone, light)', async () => {
    const { page } = await open({ language: 'EN', theme: 'light', viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const member = await registerMember(api, 'rfl');
    await openSite(page, baseUrl, `/promotions?token=${member.token}`);
    const link = page.getByTestId('raffles-link');
    await link.waitFor();
    await screenshot(page, 'raffle-promotions-link-light');

    // The raffles' first read is held a moment, then refused.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/wps/relay/MCS2_getRafflePromotion', async (route) => {
      await held;
      await route
        .fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            value: null,
            message: 'Busy, try again.',
            errorCode: 'e2e',
          }),
        })
        .catch(() => undefined);
    });
    await link.click();
    await page.waitForURL((url) => url.pathname === '/raffle');
    await page.getByTestId('raffles-loading').waitFor();
    await screenshot(page, 'raffle-loading-light');
    release();
    const failed = page.getByTestId('raffles-page').locator('.error-panel');
    await failed.waitFor();
    await page.unroute('**/wps/relay/MCS2_getRafflePromotion');
    expect(await failed.textContent()).toContain('Busy, try again.');
    await screenshot(page, 'raffle-error-light');
    await failed.getByRole('button').click();
    // The demo's raffles, none with a ticket for a new member: how to earn them.
    await page.getByTestId('raffle-stage').waitFor();
    await page.getByTestId('raffle-no-tickets').waitFor();
    expect(await page.getByTestId('raffle-play').isDisabled()).toBe(true);
    expect(await page.getByTestId('raffle-rules').locator('li').count()).toBeGreaterThan(0);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'raffle-no-tickets-light', true);
  });

  it('puts the stage beside the fairness, prizes and rules on a desktop (dark)', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: { width: 1280, height: 900 } });
    const member = await registerMember(api, 'rfd');
    await openSite(page, baseUrl, `/raffle?token=${member.token}`);
    await page.getByTestId('raffle-stage').waitFor();
    await page.getByTestId('raffle-prizes').waitFor();
    const stage = await page.getByTestId('raffle-stage').boundingBox();
    const prizes = await page.getByTestId('raffle-fairness').boundingBox();
    expect(prizes!.x).toBeGreaterThan(stage!.x + stage!.width - 1);
    expect(await overflowing(page)).toEqual([]);
    await page.waitForTimeout(300);
    await screenshot(page, 'raffle-desktop-dark');
  });
});
