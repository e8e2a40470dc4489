import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical accessibility violation of the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast fading in is half transparent, and axe would measure its contrast mid-way: wait
  // until every toast has mounted (sonner starts its fade-in only then, a frame after the toast
  // appears) and every finite animation or transition has finished (spinners loop, so they
  // are left).
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
        (toast) => toast.getAttribute('data-mounted') === 'true',
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
