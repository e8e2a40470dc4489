import type { Locator, Page } from '@playwright/test';

/**
 * Counts what a person does on a road through the app: every click (a tap on a button or a
 * link, or opening an emailed link) and every field typed or chosen. A test drives the page
 * only through these, so the count is the road's, and asserts it against a goal.
 */
export function actionCounter(page: Page) {
  const counts = { clicks: 0, typed: 0 };
  return {
    counts,
    async click(target: Locator) {
      counts.clicks += 1;
      await target.click();
    },
    async fill(target: Locator, value: string) {
      counts.typed += 1;
      await target.fill(value);
    },
    async choose(target: Locator, option: { index: number } | string) {
      counts.typed += 1;
      await target.selectOption(option);
    },
    /** Opening a link from an email: one click. */
    async openLink(path: string) {
      counts.clicks += 1;
      await page.goto(path);
    },
  };
}
