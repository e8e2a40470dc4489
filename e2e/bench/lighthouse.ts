/**
 * Lighthouse (mobile, its default simulated slow 4G and 4x slower CPU) on the pages of the web
 * budget in English and in Arabic: performance and accessibility scores, first and largest
 * contentful paint, total blocking time and layout shift. Goals (issue 12): performance at
 * least 95 and accessibility 100 everywhere.
 * Run after a build: `npm run build && npm run bench:lighthouse -w @nibras/e2e`
 * (`-- /courses` runs one page; CHROME_PATH picks the browser, Debian's Chromium by default).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from '../support/bench-server';
import { budgetPages } from '../support/first-load';
import { pageUrl } from '../support/budget-pages';

const only = process.argv.slice(2).find((arg) => arg.startsWith('/'));
const { baseUrl, stop } = await startBenchServer(Number(process.env.BENCH_PORT ?? 4391));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

const ms = (value: number | undefined) => `${Math.round(value ?? NaN)} ms`.padStart(8);
let failed = false;
try {
  console.log('page          lang  perf  a11y       FCP       LCP       TBT    CLS');
  for (const budgetPage of budgetPages) {
    if (only && only !== budgetPage) continue;
    const url = await pageUrl(baseUrl, budgetPage);
    for (const language of ['en', 'ar'] as const) {
      // ?lng= is the first thing the app's language detection reads (docs/shared/SPEC.md section 9).
      const result = await lighthouse(`${url}?lng=${language}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits } = result.lhr;
      const performance = Math.round((categories.performance?.score ?? 0) * 100);
      const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
      if (performance < 95 || accessibility < 100) failed = true;
      console.log(
        [
          budgetPage.padEnd(13),
          language.padEnd(4),
          String(performance).padStart(4),
          String(accessibility).padStart(5),
          ms(audits['first-contentful-paint']?.numericValue),
          ms(audits['largest-contentful-paint']?.numericValue),
          ms(audits['total-blocking-time']?.numericValue),
          (audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3).padStart(6),
        ].join('  '),
      );
      // A run that Lighthouse could not measure (no paint seen, say) scores 0: say why.
      const { runtimeError } = result.lhr;
      if (runtimeError)
        console.log(`      Lighthouse: ${runtimeError.code} (${runtimeError.message})`);
      for (const audit of Object.values(audits)) {
        const inAccessibility = categories.accessibility?.auditRefs.some(
          (ref) => ref.id === audit.id && ref.weight > 0,
        );
        if (inAccessibility && audit.score !== null && audit.score < 1) {
          console.log(`      accessibility: ${audit.id} (${audit.title})`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await stop();
}
if (failed) console.log('\nBelow the goals: performance 95, accessibility 100.');
