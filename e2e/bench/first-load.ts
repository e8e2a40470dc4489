/**
 * Prints what each page of the web budget downloads on a first visit (scripts, style sheets
 * and fonts, gzipped) in both languages, against the limits of apps/web/budget.json.
 * Run after a build: `npm run build && npm run bench:first-load -w @nibras/e2e`
 * (`-- --detail` lists every file, `-- /login` measures one page).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { budgetPages, kb, measureFirstLoad, type Budget } from '../support/first-load';
import { pageUrl, pageReady } from '../support/budget-pages';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 4390);
const baseUrl = `http://localhost:${port}`;
const detail = process.argv.includes('--detail');
const only = process.argv.slice(2).find((arg) => arg.startsWith('/'));
const budget = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/web/budget.json'), 'utf8'),
) as Budget;
const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/ready`)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not start');
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
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
      if (detail) {
        for (const row of load.resources.sort((a, b) => b.gzip - a.gzip)) {
          console.log(`    ${row.kind.padEnd(10)} ${kb(row.gzip).padStart(9)}  ${row.file}`);
        }
      }
    }
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
