import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

// The accessibility check every journey leans on, shown to catch what it is there to catch and
// to take a second reading only of a page that changed under the first (e2e/support/axe.ts).
// Plain pages, no app: what is tested is the check itself.

/** A page with one toast as sonner draws it: mounted, visible, in the given colours. */
function pageWithToast(colour: string) {
  return `<!doctype html><html lang="en"><head><title>Check</title></head><body>
    <main><h1>Toasts</h1></main>
    <ol><li data-sonner-toast data-mounted="true" data-visible="true"
      style="background:#fff;color:${colour}"><div data-title>Saved</div></li></ol>
  </body></html>`;
}

test('a toast too faint to read fails the check', async ({ page }) => {
  await page.setContent(pageWithToast('#bbb'));
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/color-contrast/);
});

test('a page that reads well passes the check', async ({ page }) => {
  await page.setContent(pageWithToast('#222'));
  await expectNoSeriousA11yViolations(page);
});

test('a toast that arrives half drawn while axe reads is read again once drawn', async ({
  page,
}) => {
  await page.setContent(pageWithToast('#222'));
  // The moment the check marks the toasts it is about to read, a second toast arrives mid
  // fade-in; it finishes fading in a second later, as sonner's would.
  await page.evaluate(() => {
    const first = document.querySelector('[data-sonner-toast]') as HTMLElement;
    new MutationObserver((_, observer) => {
      observer.disconnect();
      const late = first.cloneNode(true) as HTMLElement;
      late.removeAttribute('data-axe-read');
      late.style.opacity = '0.4';
      late.querySelector('[data-title]')!.textContent = 'Booked';
      first.after(late);
      setTimeout(() => (late.style.opacity = '1'), 1_000);
    }).observe(first, { attributes: true, attributeFilter: ['data-axe-read'] });
  });
  await expectNoSeriousA11yViolations(page);
  // The first reading did see it faded: the second one is what passed.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(2);
});
