/**
 * Prints what each page of the web budget downloads on a first visit (scripts, style sheets
 * and fonts, gzipped) in both languages, against the limits of apps/web/budget.json, and the
 * home page against issue 35's goal: the floor (a bare app of the same React, router and
 * i18next, floor/main.tsx, built and measured in this run) plus 30 kB.
 * Run after a build: `npm run build && npm run bench:first-load -w @nibras/e2e`
 * (`-- --detail` lists every file, `-- /login` measures one page).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { pageReady, pageUrl } from '../support/budget-pages';
import { repoRoot, startBenchServer } from '../support/bench-server';
import {
  budgetPages,
  kb,
  measureFirstLoad,
  type Budget,
  type FirstLoad,
} from '../support/first-load';
import { measureFloor } from './floor/measure-floor';

const detail = process.argv.includes('--detail');
const only = process.argv.slice(2).find((arg) => arg.startsWith('/'));
const budget = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/web/budget.json'), 'utf8'),
) as Budget;
/** Issue 35: the home page's first-load JavaScript within the floor plus this much. */
const aboveFloor = 30 * 1024;
const { baseUrl, stop } = await startBenchServer(Number(process.env.BENCH_PORT ?? 4390));

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const printFiles = (load: FirstLoad) => {
    for (const row of load.resources.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${row.kind.padEnd(10)} ${kb(row.gzip).padStart(9)}  ${row.file}`);
    }
  };
  const floor = !only || only === '/' ? await measureFloor(browser) : undefined;
  if (floor) {
    console.log(
      `floor: ${kb(floor.js)} of JS (${floor.resources.length} files; React, React DOM, React Router, i18next, react-i18next)`,
    );
    if (detail) printFiles(floor);
    console.log(`goal for /: floor + 30 kB = ${kb(floor.js + aboveFloor)}\n`);
  }
  const home: string[] = [];
  console.log('page          lang   JS gzip (files)   CSS gzip   fonts     JS budget');
  for (const budgetPage of budgetPages) {
    if (only && only !== budgetPage) continue;
    for (const language of ['en', 'ar'] as const) {
      const url = await pageUrl(baseUrl, budgetPage);
      const load = await measureFirstLoad(browser, url, language, (page) =>
        pageReady(page, budgetPage),
      );
      const scripts = load.resources.filter((row) => row.kind === 'script').length;
      console.log(
        `${budgetPage.padEnd(13)} ${language}   ${kb(load.js).padStart(9)} (${String(scripts).padStart(2)})   ${kb(load.css).padStart(8)}   ${kb(load.fonts).padStart(8)}   ${budget[budgetPage].js} kB`,
      );
      if (detail) printFiles(load);
      if (floor && budgetPage === '/') {
        const over = load.js - (floor.js + aboveFloor);
        home.push(
          `/ ${language}: ${kb(load.js)}, floor + ${kb(load.js - floor.js)}; ${over > 0 ? `${kb(over)} over` : `${kb(-over)} under`} the goal`,
        );
      }
    }
  }
  if (home.length > 0) console.log(`\n${home.join('\n')}`);
  await browser.close();
} finally {
  await stop();
}
