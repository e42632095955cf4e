import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { TestApi } from './api';
import { launchBrowser, openTrackedPage, SCREENSHOT_DIR, type TrackedPage } from './browser';

export interface JourneyOptions {
  /** Set the brand's slider check for this file's journeys, and put it back afterwards. */
  humanCheck?: boolean;
  /** Site flags this file's journeys need (left as set: other files set what they need). */
  flags?: Record<string, boolean>;
}

/**
 * The hooks every journey file needs, registered once: a Chromium for the file, a fresh tracked page
 * per test that fails the test on any page or console error, and the brand settings it asks for.
 */
export function setUpJourneys(options: JourneyOptions = {}) {
  const baseUrl = inject('baseUrl');
  const api = new TestApi(baseUrl);
  let browser: Browser;
  let tracked: TrackedPage | null = null;
  let restoreSettings: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    browser = await launchBrowser();
    if (options.humanCheck !== undefined) {
      const before = await api.registerSettings();
      await api.setRegisterSettings({ ...before, humanCheck: options.humanCheck });
      restoreSettings = () => api.setRegisterSettings(before);
    }
    if (options.flags) await api.setFlags(options.flags);
  });
  afterAll(async () => {
    await restoreSettings?.();
    await browser.close();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && tracked) await reportFailedPage(tracked, context.task.name);
    const problems = tracked?.problems ?? [];
    await tracked?.context.close();
    tracked = null;
    expect(problems).toEqual([]);
  });

  return {
    baseUrl,
    api,
    /** A new context and page for this test, closed and checked after it. */
    async open(pageOptions?: Parameters<typeof openTrackedPage>[1]): Promise<TrackedPage> {
      tracked = await openTrackedPage(browser, pageOptions);
      return tracked;
    },
  };
}

/**
 * What the page showed when its journey failed, for the log of a run nobody watched (CI): the
 * address, the open dialogs' words, and a screenshot beside the others (`failed-*.png`).
 */
async function reportFailedPage({ page }: TrackedPage, name: string): Promise<void> {
  try {
    const dialogs = await page
      .locator('[role=dialog]:visible')
      .evaluateAll((nodes) =>
        nodes.map((node) => (node.textContent ?? '').replace(/\s+/gu, ' ').slice(0, 300)),
      );
    const file = join(SCREENSHOT_DIR, `failed-${name.replace(/[^\w]+/gu, '-').slice(0, 80)}.png`);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: file, timeout: 5_000 });
    console.info(
      `[journey failed] at ${page.url()}; dialogs: ${JSON.stringify(dialogs)}; screenshot ${file}`,
    );
  } catch (error) {
    console.info(`[journey failed] at ${page.url()}; the page could not be read: ${String(error)}`);
  }
}
