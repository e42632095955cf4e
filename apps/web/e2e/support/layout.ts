import type { Page } from 'playwright-core';

/**
 * Elements under `root` wider than the screen (nothing on a phone may make the page scroll
 * sideways): the first eight, as tag.class.
 */
export function overflowing(page: Page, root = 'main'): Promise<string[]> {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll(`${selector} *`)]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`)
      .slice(0, 8);
  }, root);
}

/** Text as read, every run of spaces (the no-break ones too) as one space. */
export const words = async (read: Promise<string | null>) => ((await read) ?? '').replace(/\s+/gu, ' ');
