import { expect, test } from '../support/test';
import { dataOf } from '../support/api';
import { layoutShiftOf, recordLayoutShifts } from '../support/layout-shift';
import { visitWith } from '../support/preferences';

/**
 * Nothing on a public page jumps while it loads: cumulative layout shift under 0.05 (Google's
 * "good" is 0.1) on every public page, in both languages, on a phone and a wide screen.
 */
const budget = 0.05;
const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'wide', viewport: { width: 1440, height: 900 } },
];
const publicPages = [
  '/',
  '/courses',
  'a tutor profile',
  '/login',
  '/signup',
  '/signup/parent',
  '/request-reset-password',
  '/contact',
  '/terms',
  '/privacy',
  '/no-such-page',
];

let tutorPath = '';
test.beforeAll(async ({ request }) => {
  const answer = await dataOf<{ items: { id: string; fullName: string }[] }>(
    await request.get('/api/v1/tutors?sort=rating'),
  );
  const layla = answer.items.find((tutor) => tutor.fullName === 'Layla Haddad') ?? answer.items[0];
  tutorPath = `/tutors/${layla?.id}`;
});

test('the measure catches a block that arrives late and pushes the page down', async ({ page }) => {
  // A page of our own, served in place of the app: its text moves 300 px once a request answers.
  // The request is made after the page has been drawn (two frames after load): a block that
  // came before the first frame would move nothing anyone saw, and a loaded machine can draw
  // late (CI once measured 0).
  await page.route('**/shifting-page', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Shift</title><body>
        <main><h1>Shifting</h1><p>${'Words that will move. '.repeat(200)}</p></main>
        <script>addEventListener('load', () => requestAnimationFrame(() => requestAnimationFrame(() =>
          fetch('/api/v1/health').then(() => {
            const block = document.createElement('div');
            block.id = 'late';
            block.style.height = '300px';
            document.querySelector('main').prepend(block);
          }))));</script></body></html>`,
    }),
  );
  await recordLayoutShifts(page);
  await page.goto('/shifting-page');
  await expect(page.locator('#late')).toBeAttached();
  const { total } = await layoutShiftOf(page);
  expect(total).toBeGreaterThan(budget);
});

for (const { name, viewport } of widths) {
  test.describe(`on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });
    for (const language of ['en', 'ar'] as const) {
      for (const path of publicPages) {
        test(`${path} in ${language} shifts less than ${budget}`, async ({ page }) => {
          await recordLayoutShifts(page);
          await visitWith(page, path === 'a tutor profile' ? tutorPath : path, { language });
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const { total, shifts } = await layoutShiftOf(page);
          test.info().annotations.push({ type: 'cls', description: total.toFixed(4) });
          expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(budget);
        });
      }
    }
  });
}
