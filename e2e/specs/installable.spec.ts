import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { visitWith } from '../support/preferences';
import { controlledByServiceWorker } from '../support/service-worker';

// The installed app: its service worker runs (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The installable app (issue 33, docs/decisions/0031): the manifests and the service worker are
 * built and served for the whole site, the worker registers once the first page has loaded,
 * and Chromium finds nothing that keeps the app from being installed, in either language.
 */

const names = { en: 'Nibras', ar: 'نبراس' } as const;

test.describe('installable app', () => {
  test('serves the service worker for scope / and never from a cache', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['service-worker-allowed']).toBe('/');
    expect(response.headers()['cache-control']).toBe('no-cache, no-store, must-revalidate');
    const source = await response.text();
    // Workbox's precache list: the shell, both languages' texts, the manifests.
    expect(source).toContain('"index.html"');
    expect(source).toMatch(/assets\/en-common-[\w-]+\.js/);
    expect(source).toMatch(/assets\/ar-common-[\w-]+\.js/);
    expect(source).toContain('manifest.ar.webmanifest');
  });

  for (const language of ['en', 'ar'] as const) {
    test(`offers a manifest in ${language} with icons, standalone display and shortcuts`, async ({
      request,
    }) => {
      const response = await request.get(`/manifest.${language}.webmanifest`);
      expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
      const manifest = (await response.json()) as {
        short_name: string;
        lang: string;
        dir: string;
        display: string;
        start_url: string;
        icons: { src: string; sizes: string; purpose?: string }[];
        shortcuts: { url: string }[];
      };
      expect(manifest).toMatchObject({
        short_name: names[language],
        lang: language,
        dir: language === 'ar' ? 'rtl' : 'ltr',
        display: 'standalone',
      });
      expect(
        manifest.shortcuts.map((shortcut) => new URL(shortcut.url, 'http://x').pathname),
      ).toEqual(['/dashboard', '/sessions', '/messages']);
      expect(manifest.icons).toContainEqual(
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      );
      for (const icon of manifest.icons) {
        const file = await request.get(icon.src);
        expect(file.status(), icon.src).toBe(200);
        expect(file.headers()['content-type']).toBe('image/png');
      }
    });

    test(`meets Chromium's install criteria in ${language}`, async ({ playwright }, testInfo) => {
      // A browser profile of its own: Chromium never offers to install from an incognito
      // window, which every other test's context is.
      const profile = mkdtempSync(path.join(tmpdir(), 'nibras-install-'));
      const context = await playwright.chromium.launchPersistentContext(profile, {
        ...testInfo.project.use.launchOptions,
        baseURL: testInfo.project.use.baseURL,
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await visitWith(page, '/', { language });
        await expect(page.locator('link[rel=manifest]')).toHaveAttribute(
          'href',
          `/manifest.${language}.webmanifest`,
        );
        await controlledByServiceWorker(page);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        expect(installabilityErrors).toEqual([]);
        const { url, data } = await cdp.send('Page.getAppManifest');
        expect(url).toMatch(new RegExp(`/manifest\\.${language}\\.webmanifest$`));
        expect(JSON.parse(data ?? '{}')).toMatchObject({ short_name: names[language] });
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });
  }
});
