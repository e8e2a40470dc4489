import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Finding = { id: string; help: string; nodes: string[] };

/** Fails on any serious or critical accessibility violation of the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page) {
  let findings = await measure(page);
  // A toast raised while axe reads the page (the answer to a click lands after the screen has
  // changed) fades in under its eyes, and one whose time runs out fades away: axe then measures
  // half-transparent text. Such a reading is of a page that changed, so it is taken once more,
  // with the new toast held. A toast that was there and stayed is measured as it is.
  if (await touchesChangedToast(page, findings)) findings = await measure(page);
  expect(findings).toEqual([]);
}

async function measure(page: Page): Promise<Finding[]> {
  await settle(page);
  // A toast's four seconds may run out while axe reads the page: a pointer over the toasts
  // holds them (sonner pauses them while hovered). A toast that goes before the pointer gets
  // there needs no holding.
  const toasts = page.locator('[data-sonner-toast]');
  if ((await toasts.count()) > 0) {
    await toasts
      .first()
      .hover({ timeout: 2_000 })
      .catch(() => {});
    await settle(page);
  }
  // The toasts axe is about to read, so that one arriving during the reading can be told apart.
  await page.evaluate(() =>
    document
      .querySelectorAll('[data-sonner-toast]')
      .forEach((toast) => toast.setAttribute('data-axe-read', '')),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/**
 * Waits until every toast has mounted and is fully drawn (sonner starts its fade-in a frame
 * after the toast appears; one on its way out is waited for until it is gone) and every finite
 * animation or transition has finished (spinners loop, so they are left).
 */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
        (toast) =>
          toast.getAttribute('data-mounted') === 'true' &&
          toast.getAttribute('data-removed') !== 'true' &&
          // sonner hides toasts past the visible few, which axe skips.
          (toast.getAttribute('data-visible') === 'false' ||
            getComputedStyle(toast).opacity === '1'),
      ) &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        ),
  );
}

/** Whether a finding lies in a toast that came, or went, while axe was reading, or is gone. */
async function touchesChangedToast(page: Page, findings: Finding[]) {
  const selectors = findings.flatMap((finding) => finding.nodes);
  if (selectors.length === 0) return false;
  return page.evaluate((selectors) => {
    const toastSelector = '[data-sonner-toast]';
    return selectors.some((selector) => {
      let nodes: Element[];
      try {
        nodes = Array.from(document.querySelectorAll(selector));
      } catch {
        return false; // a selector into a frame or shadow root: not a toast of ours
      }
      // Gone altogether: the page changed under axe, and the second reading decides.
      if (nodes.length === 0) return true;
      return nodes.some((node) => {
        const toast = node.closest(toastSelector);
        return (
          toast !== null &&
          (!toast.hasAttribute('data-axe-read') || toast.getAttribute('data-removed') === 'true')
        );
      });
    });
  }, selectors);
}
