import { listStaffRaffles } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
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

const { baseUrl, api, open } = setUpJourneys();

describe.each([
  { name: 'desktop', viewport: DESKTOP, theme: 'dark' as const, phone: false },
  { name: 'phone', viewport: PHONE, theme: 'light' as const, phone: true },
])('staff put up a lucky draw in the console ($name)', ({ name, viewport, theme, phone }) => {
  it('content writes a wheel with its prize table: each row’s chance and a ticket’s expected value show before and after saving', async () => {
    const editor = await createStaff(api, 'content', 'rfl');
    const title = `Journey wheel ${name} ${Date.now().toString(36)}`;
    const { page } = await open({ viewport, language: 'EN' });
    await useScheme(page, theme);
    await openConsole(page, baseUrl);
    await signIn(page, editor, STAFF_PASSWORD);
    await goTo(page, 'raffles', phone);
    await page.waitForURL((url) => url.pathname === '/backoffice/raffles');
    await settled(page, 'raffles-table');
    // The demo's wheel, envelope and egg, each with the server's expected value per ticket.
    await eventually(() => page.getByTestId('row').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('raffle-ev-cell').first().textContent()).toMatch(/৳/u);
    // Content writes raffles but does not give tickets (finance and admin do).
    expect(await page.getByTestId('grant').count()).toBe(0);
    if (phone) expect(await overflowing(page, 'body')).toEqual([]);
    await shot(page, `backoffice-raffles-${name}-list`);

    await page.getByTestId('new-raffle').click();
    const form = page.getByTestId('raffle-form');
    await form.waitFor();
    // Nothing is sent while fields are wrong.
    await form.getByTestId('save').click();
    await eventually(() => form.getByTestId('form-problems').textContent()).toContain('need fixing');
    await form.locator('input[name=title]').fill(title);
    const rows = form.getByTestId('raffle-prize-row');
    const fillRow = async (index: number, label: string, amount: string | null, weight: string) => {
      const row = rows.nth(index);
      await row.locator('input').first().fill(label);
      if (amount !== null) await row.locator('[data-field$=".amount"]').fill(amount);
      await row.locator('[data-field$=".weight"]').fill(weight);
    };
    await fillRow(0, 'Big cash', '100', '1');
    await fillRow(1, 'Try again', null, '3');
    await form.getByTestId('raffle-add-prize').click();
    await rows.nth(2).locator('select').selectOption('POINTS');
    await fillRow(2, 'Points', '40', '1');
    // 1 : 3 : 1 → 20 %, 60 %, 20 %; a ticket is worth ৳100 × 20 % = ৳20 and 40 × 20 % = 8 points.
    await eventually(() => form.getByTestId('raffle-prize-chance').allTextContents()).toEqual([
      '20%',
      '60%',
      '20%',
    ]);
    const preview = page.getByTestId('raffle-ev-preview');
    expect(await words(preview.getByTestId('raffle-ev-preview-money').textContent())).toBe('৳20.00');
    expect(await words(preview.textContent())).toContain('Points8');
    await form.getByTestId('raffle-add-rule').click();
    await form.locator('[data-field="rules.0.amount"]').fill('500');
    if (phone) expect(await overflowing(page, 'body')).toEqual([]);
    await shot(page, `backoffice-raffles-${name}-editor`);
    if (phone) {
      await page.getByTestId('raffle-ev').scrollIntoViewIfNeeded();
      await screenshot(page, `backoffice-raffles-${name}-editor-value`);
    }

    await form.getByTestId('save').click();
    await eventually(() => page.getByTestId('toast').textContent()).toBe('Raffle added');
    await page.waitForURL((url) => /\/backoffice\/raffles\/\d+$/u.test(url.pathname));
    // The server's own figure for the saved table, beside the form.
    const server = page.getByTestId('raffle-ev-server');
    await server.waitFor();
    expect(await words(server.getByTestId('raffle-ev-server-money').textContent())).toBe('৳20.00');
    const id = new URL(page.url()).pathname.split('/').pop();
    const saved = (await api.call(listStaffRaffles, { token: await api.staffToken() })).list.find(
      (r) => r.id === id,
    );
    expect(saved).toMatchObject({
      kind: 'WHEEL',
      enabled: false,
      rules: [{ source: 'DEPOSIT', minAmount: 500, tickets: 1 }],
      expectedValue: { money: 20, cash: 20, bonus: 0, points: 8, nothingChance: 0.6, totalWeight: 5 },
    });
    expect(saved?.prizes.map((p) => [p.type, p.amount, p.weight])).toEqual([
      ['CASH', 100, 1],
      ['NOTHING', 0, 3],
      ['POINTS', 40, 1],
    ]);
    await shot(page, `backoffice-raffles-${name}-saved`);

    // A change shows its cost before it is saved.
    await rows.nth(0).locator('[data-field$=".weight"]').fill('2');
    await eventually(() => words(preview.getByTestId('raffle-ev-preview-money').textContent())).toBe(
      '৳33.33',
    );
    await page.getByTestId('unsaved').waitFor();

    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await settled(page, 'raffles-table');
    const row = page.getByTestId('row').filter({ hasText: title });
    expect(await words(row.getByTestId('raffle-ev-cell').textContent())).toContain('৳20.00');
    expect(await row.locator('.badge').textContent()).toBe('Off');
  });
});
