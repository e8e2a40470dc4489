/**
 * What a page downloads on a first visit: every script, style sheet and font, with its size
 * gzipped (fonts as they are: woff2 is compressed already). Shared by the web budget spec
 * (specs/web-budget.spec.ts) and `npm run bench:first-load`.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

export type Language = 'en' | 'ar';
export type Resource = { kind: 'script' | 'stylesheet' | 'font'; file: string; gzip: number };
export type FirstLoad = { resources: Resource[]; js: number; css: number; fonts: number };

const kinds = new Set(['script', 'stylesheet', 'font']);

/** The pages of the budget: a visitor's first screens (issue 12). */
export const budgetPages = ['/', '/login', '/courses', '/tutors/:id'] as const;
export type BudgetPage = (typeof budgetPages)[number];

/** A fresh browser context (nothing cached), the language saved as a returning visitor's. */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  language: Language,
  ready: (page: Page) => Promise<void>,
): Promise<FirstLoad> {
  const context = await browser.newContext();
  await context.addInitScript((lng) => localStorage.setItem('preferredLanguage', lng), language);
  const page = await context.newPage();
  const pending: Promise<Resource>[] = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (!kinds.has(kind)) return;
    // The browser may have let go of a body already (a loaded machine, a preloaded module):
    // then the same file is asked of the server again, never left out of the sum.
    const body = response
      .body()
      .catch(async () => (await context.request.get(response.url())).body());
    pending.push(
      body.then((bytes) => ({
        kind: kind as Resource['kind'],
        file: new URL(response.url()).pathname,
        gzip: kind === 'font' ? bytes.length : gzipSync(bytes).length,
      })),
    );
  });
  await page.goto(url);
  await ready(page);
  // Nothing more on its way: the page has finished its first load.
  await page.waitForLoadState('networkidle');
  const resources = await Promise.all(pending);
  await context.close();
  const total = (kind: Resource['kind']) =>
    resources.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
  return { resources, js: total('script'), css: total('stylesheet'), fonts: total('font') };
}

export type Budget = Record<BudgetPage, { js: number; css: number }>;

/** Every limit a measurement goes over, in words; empty when within budget. */
export function overBudget(page: BudgetPage, measured: FirstLoad, budget: Budget): string[] {
  const limits = budget[page];
  const problems: string[] = [];
  if (measured.js > limits.js * 1024) {
    problems.push(`${page}: ${kb(measured.js)} of JavaScript, over the ${limits.js} kB budget`);
  }
  if (measured.css > limits.css * 1024) {
    problems.push(`${page}: ${kb(measured.css)} of CSS, over the ${limits.css} kB budget`);
  }
  return problems;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
