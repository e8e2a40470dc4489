import { expect, type Page } from '@playwright/test';

/**
 * Tabs backwards from the end of the page and checks, at every stop, that the focused element is
 * not under the sticky header (WCAG 2.4.11, focus not obscured). Returns how many stops it checked.
 */
export async function expectFocusClearOfHeaderTabbingBack(page: Page, stops: number) {
  const header = await page.getByRole('banner').boundingBox();
  expect(header).not.toBeNull();
  const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
  // From the document itself, Shift+Tab lands on the page's last focusable element.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  let checked = 0;
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body || element.closest('header')) return null;
      const box = element.getBoundingClientRect();
      return {
        top: box.top,
        height: box.height,
        what: `${element.tagName} ${element.textContent?.trim().slice(0, 40) ?? ''}`,
      };
    });
    if (!focused || focused.height === 0) continue;
    checked++;
    expect(focused.top, `${focused.what} is under the header`).toBeGreaterThanOrEqual(
      headerBottom - 1,
    );
  }
  return checked;
}
