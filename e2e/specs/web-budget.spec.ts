import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { pageReady, pageUrl } from '../support/budget-pages';
import { budgetPages, kb, measureFirstLoad, overBudget, type Budget } from '../support/first-load';
import { baseURL } from '../playwright.config';

/**
 * The web budget of issue 12: what a first visit to each of these pages downloads, gzipped,
 * against the limits in apps/web/budget.json. Run on the built app by `npm run test:e2e`.
 */
const budgetFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/budget.json',
);
const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budget;

test.describe('web budget', () => {
  for (const budgetPage of budgetPages) {
    for (const language of ['en', 'ar'] as const) {
      test(`${budgetPage} in ${language} stays within its first-load budget`, async ({
        browser,
      }) => {
        const url = await pageUrl(baseURL, budgetPage);
        const load = await measureFirstLoad(browser, url, language, (page) =>
          pageReady(page, budgetPage),
        );
        test.info().annotations.push({
          type: 'first load',
          description: `JS ${kb(load.js)}, CSS ${kb(load.css)}, fonts ${kb(load.fonts)}`,
        });
        expect(overBudget(budgetPage, load, budget)).toEqual([]);
        // Only the active language's texts: an Arabic page fetches no English chunk, and back.
        const textsIn = (lng: string) =>
          load.resources.filter((row) => new RegExp(`/assets/${lng}-[\\w-]+\\.js$`).test(row.file));
        expect(textsIn(language).map((row) => row.file)).toContainEqual(
          expect.stringMatching(new RegExp(`/assets/${language}-common-`)),
        );
        expect(textsIn(language === 'en' ? 'ar' : 'en')).toEqual([]);
      });
    }
  }
});

test.describe('first frame', () => {
  test('an Arabic visitor gets the direction and the Arabic fonts before any app script runs', async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ar'));
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    // Preloaded by the inline boot script, though no app code ran to draw any text.
    await expect.poll(() => fonts.some((file) => /cairo-arabic/.test(file))).toBe(true);
    expect(fonts.filter((file) => /inter-/.test(file))).toEqual([]);
    // The home page's code and its Arabic texts are asked for with the entry, not after it.
    const preloads = page.locator('link[rel=modulepreload]');
    await expect(preloads.and(page.locator('[href*="/assets/home-"]'))).toHaveCount(1);
    await expect(preloads.and(page.locator('[href*="/assets/ar-home-"]'))).toHaveCount(1);
    await expect(preloads.and(page.locator('[href*="/assets/en-"]'))).toHaveCount(0);
  });

  test('the page needs no script file before its own code: boot and configuration are inline', async ({
    request,
  }) => {
    const response = await request.get('/', { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(html).not.toContain('src="/boot.js"');
    expect(html).not.toContain('src="/config.js"');
    expect(html).toContain('window.__NIBRAS_CONFIG__');
  });
});
