import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical accessibility violation of the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast's four seconds may run out while axe reads the page, which would then measure it
  // fading out: a pointer over the toasts holds them (sonner pauses them while hovered). A toast
  // that goes before the pointer gets there needs no holding.
  const toasts = page.locator('[data-sonner-toast]');
  if ((await toasts.count()) > 0)
    await toasts
      .first()
      .hover({ timeout: 2_000 })
      .catch(() => {});
  // A toast fading in is half transparent, and axe would measure its contrast mid-way: wait
  // until every toast has mounted (sonner starts its fade-in only then, a frame after the toast
  // appears) and every finite animation or transition has finished (spinners loop, so they
  // are left).
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
        (toast) =>
          toast.getAttribute('data-mounted') === 'true' &&
          // One already on its way out is waited for until it is gone.
          toast.getAttribute('data-removed') !== 'true' &&
          // Mounted a frame before its transition starts: wait until it is fully drawn too
          // (sonner hides toasts past the visible few, which axe skips).
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
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    })),
  ).toEqual([]);
}
