import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { OPEN_STATUS } from './support/api';
import { screenshot } from './support/browser';
import { setUpJourneys } from './support/journey';
import { openSite } from './support/site';

const { api, baseUrl, open } = setUpJourneys();

// Every journey here changes the site status: put it back whatever happened.
afterEach(() => api.setSiteStatus(OPEN_STATUS));
afterAll(() => api.setSiteStatus(OPEN_STATUS));

describe('full-page system states', () => {
  it('shows the maintenance page with the operator message while status is 1, and the site after', async () => {
    await api.setSiteStatus({
      ...OPEN_STATUS,
      maintenance: { enabled: true, from: null, to: null, message: 'Upgrading the cashier – back at noon.' },
    });
    const tracked = await open({ language: 'EN' });
    const { page } = tracked;
    await openSite(page, baseUrl);
    await page.getByTestId('status-page-maintenance').waitFor();
    expect(await page.getByTestId('maintenance-message').textContent()).toBe(
      'Upgrading the cashier – back at noon.',
    );
    await screenshot(page, 'maintenance-page');

    await api.setSiteStatus(OPEN_STATUS);
    await openSite(page, baseUrl);
    await page.getByTestId('hero-title').waitFor();
  });

  it('shows the region-blocked page with the visitor IP while status is 2', async () => {
    await api.setSiteStatus({
      ...OPEN_STATUS,
      regions: { blockedCountries: [], allowIps: [], denyIps: ['127.0.0.1'] },
    });
    const tracked = await open({ language: 'EN' });
    const { page } = tracked;
    await openSite(page, baseUrl);
    await page.getByTestId('status-page-blocked').waitFor();
    expect(await page.getByTestId('blocked-ip').textContent()).toBe('127.0.0.1');
    await screenshot(page, 'region-blocked-page');
  });
});
