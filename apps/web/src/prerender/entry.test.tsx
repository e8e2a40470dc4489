import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateApp } from '@/test/hydrate-app';
import { withMatchedRoutesLoaded } from '@/app/loaded-routes';
import { createAppRouter, routes } from '@/app/router';
import { pageDocument, prerenderAll, renderPage } from './entry';

const template = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Nibras · نبراس</title>
    <script src="/boot.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root">
      <div role="status">loading</div>
    </div>
  </body>
</html>`;

afterEach(() => vi.unstubAllGlobals());

describe('the prerender', () => {
  it('draws the home page in each language, not a loading screen', async () => {
    // The words, whatever markup they sit in.
    const text = (markup: string) => markup.replace(/<[^>]+>/g, '');
    const english = await renderPage('/', 'en');
    expect(text(english)).toContain('Start your child’s learning journey');
    const arabic = await renderPage('/', 'ar');
    expect(text(arabic)).toContain('ابدأ رحلة طفلك في التعلّم');
    // Not the loading screen of index.html or of the app.
    expect(text(arabic)).not.toContain('جارٍ التحميل');
    expect(text(english)).not.toContain('Loading…');
  });

  it('puts a page into index.html with its language and no script fetched before it paints', () => {
    const html = pageDocument(template, {
      language: 'ar',
      title: 'مرحبًا بعودتك · <نبراس>',
      markup: '<main>page</main>',
    });
    expect(html).toContain(
      '<html lang="ar" dir="rtl" data-prerendered="ar" data-entry="/assets/index-abc.js">',
    );
    expect(html).toContain('<div id="root"><main>page</main></div>');
    expect(html).toContain('<title>مرحبًا بعودتك · &lt;نبراس&gt;</title>');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    expect(() =>
      pageDocument('<html><body></body></html>', { language: 'en', title: 'x', markup: 'x' }),
    ).toThrow();
  });

  it('writes each page in each language, and what /login was drawn with', async () => {
    const files = await prerenderAll(template);
    expect(Object.keys(files).sort()).toEqual([
      'prerendered/index.ar.html',
      'prerendered/index.en.html',
      'prerendered/login.ar.html',
      'prerendered/login.en.html',
      'prerendered/pages.json',
    ]);
    expect(JSON.parse(files['prerendered/pages.json'] ?? '')).toEqual({
      '/login': { socialProviders: [] },
    });
    // The title each page sets once the app runs, in the page's language, from the first byte.
    const titleOf = (file: string) => /<title>([^<]*)<\/title>/.exec(files[file] ?? '')?.[1];
    expect(titleOf('prerendered/login.ar.html')).toBe('مرحبًا بعودتك · نبراس');
    expect(titleOf('prerendered/login.en.html')).toBe('Welcome back · Nibras');
    expect(titleOf('prerendered/index.ar.html')).toBe('نبراس · دروس فردية مباشرة تُنير الطريق');
  });

  it('hydrates into the same page as main.tsx does: no mismatch, the nodes kept', async () => {
    const container = document.createElement('div');
    container.innerHTML = await renderPage('/', 'en');
    document.body.append(container);
    const heading = container.querySelector('h1');
    expect(heading).not.toBeNull();
    const router = createAppRouter(await withMatchedRoutesLoaded(routes, '/'), {
      loaderData: {},
      actionData: null,
      errors: null,
    });
    // The home page asks the API for nothing: a call would fail the test (test/setup.ts).
    const { root, recoverable } = await hydrateApp(container, router);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    expect(Object.keys(heading as Element).some((key) => key.startsWith('__reactFiber'))).toBe(
      true,
    );
    // Unmounted, or the app would keep answering language changes in the tests that follow.
    act(() => root.unmount());
    container.remove();
  });
});
