import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from './global-setup';
import { DESKTOP, goTo, openConsole, PHONE, settled, shot, signIn, useScheme } from './support/backoffice';
import { setUpJourneys } from './support/journey';
import { reload } from './support/site';

const { baseUrl, open } = setUpJourneys();

describe.each([
  { name: 'desktop', viewport: DESKTOP, theme: 'dark' as const, phone: false },
  { name: 'phone', viewport: PHONE, theme: 'light' as const, phone: true },
])('admin sets up a payment channel ($name)', ({ name, viewport, theme, phone }) => {
  it('adds a bank channel with quick amounts, moves it up, and switches it off', async () => {
    const code = `E2E_${name.toUpperCase()}_${Date.now().toString(36).toUpperCase()}`;
    const channelName = `Agent bank ${name}`;
    const { page } = await open({ viewport });
    await useScheme(page, theme);
    await openConsole(page, baseUrl);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await goTo(page, 'channels', phone);
    await settled(page, 'channels-table');
    const before = await page.getByTestId('row').count();

    await page.getByTestId('new-channel').click();
    const form = page.getByTestId('channel-dialog');
    await form.locator('input[name=code]').fill(code.toLowerCase());
    await form.locator('input[name=name]').fill(channelName);
    await form.locator('input[name=bankName]').fill('Sonali Bank');
    await form.locator('input[name=accountName]').fill('Tessera Agent');
    await form.locator('input[name=accountNumber]').fill('2001 0000 77');
    await form.locator('input[name=min]').fill('100');
    await form.locator('input[name=max]').fill('25,000');
    // A quick amount below the minimum is refused in the form, before any call.
    await form.locator('input[name=presets]').fill('50 500');
    await form.getByTestId('dialog-submit').click();
    expect(await form.getByTestId('dialog-error').textContent()).toContain('50');
    await form.locator('input[name=presets]').fill('500, 1,000 2500.50');
    await shot(page, `backoffice-${name}-channel-new`);
    await form.getByTestId('dialog-submit').click();
    await page.getByTestId('toast').waitFor();

    // Last in the order, with its amounts as typed.
    const row = page.getByTestId('row').filter({ hasText: channelName });
    await row.waitFor();
    expect(await page.getByTestId('row').count()).toBe(before + 1);
    expect(await page.getByTestId('row').last().getAttribute('data-id')).toBe(code);
    const text = (await row.textContent()) ?? '';
    for (const amount of ['৳500.00', '৳1,000.00', '৳2,500.50', '৳25,000.00']) expect(text).toContain(amount);

    // One place up.
    await row.getByTestId('move-up').click();
    await expect
      .poll(() =>
        page
          .getByTestId('row')
          .nth(before - 1)
          .getAttribute('data-id'),
      )
      .toBe(code);

    // Switched off: it stays in the list, marked off.
    await row.getByTestId('disable').click();
    await page.getByTestId('confirm-dialog').getByTestId('dialog-submit').click();
    await row.locator('[data-value=INACTIVE]').waitFor();
    await shot(page, `backoffice-${name}-channels`);
    await reload(page);
    await settled(page, 'channels-table');
    expect(
      await page
        .getByTestId('row')
        .nth(before - 1)
        .getAttribute('data-id'),
    ).toBe(code);
  });
});
