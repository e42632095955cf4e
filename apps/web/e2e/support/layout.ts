import type { Page } from 'playwright-core';

/**
 * Elements under `root` wider than the screen (nothing on a phone may make the page scroll
 * sideways): the first eight, as tag.class. An element inside a box on the screen that clips or
 * scrolls its overflow (a carousel's slides waiting off screen, a table that scrolls) cannot widen
 * the page.
 */
export function overflowing(page: Page, root = 'main'): Promise<string[]> {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const top = document.querySelector(selector);
    const contained = (element: Element) => {
      for (let box = element.parentElement; box && box !== top; box = box.parentElement) {
        const clips = getComputedStyle(box).overflowX !== 'visible';
        if (clips && box.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    return [...document.querySelectorAll(`${selector} *`)]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !contained(element))
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`)
      .slice(0, 8);
  }, root);
}

/** Text as read, every run of spaces (the no-break ones too) as one space. */
export const words = async (read: Promise<string | null>) => ((await read) ?? '').replace(/\s+/gu, ' ');

/**
 * Whether the header's member group (balance and deposit) sits on the menu button's row, as a
 * phone header should at any balance, rather than wrapping onto a row of its own.
 */
export async function memberOnFirstRow(page: Page): Promise<boolean> {
  const [menu, member] = await Promise.all([
    page.locator('header [data-testid=menu-button]').first().boundingBox(),
    page.getByTestId('member-info').boundingBox(),
  ]);
  if (!menu || !member) return false;
  return Math.abs(menu.y + menu.height / 2 - (member.y + member.height / 2)) < 4;
}
