/**
 * The prerender (docs/decisions/0020): built with `vite build --ssr` after the app's own build
 * and run by boot/prerender-plugin.ts, it draws the visitor pages in each language as React
 * draws them in the browser, into copies of the built index.html that the API sends instead of
 * the loading screen. main.tsx then hydrates them.
 */
import { en as sharedEn } from '@nibras/contracts/i18n/en';
import { ar as sharedAr } from '@nibras/contracts/i18n/ar';
import { directionOf, languages, type Language } from '@nibras/contracts/i18n/languages';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from '../app/app';
import { withMatchedRoutesLoaded } from '../app/loaded-routes';
import { routes } from '../app/router';
import { collectResources, textOptions } from '../lib/i18n';
import { pageTitleText } from '../lib/page-title';
import { useSession } from '../lib/session';

/**
 * The pages drawn at build time: they need no data from the API and no signed-in user. A page
 * that shows part of the runtime configuration names the value it was drawn with; the server
 * sends it only where its own configuration has that value (apps/api plugins/web-app.ts).
 */
export const prerenderedPages: Array<{
  path: string;
  /** The page's argument to usePageTitle, which sets the title only once the app runs. */
  title: () => string | null;
  drawnWith?: { socialProviders: string[] };
}> = [
  { path: '/', title: () => null },
  // The login screen has a button for each social provider the server is configured for;
  // drawn here with none (the three shown disabled), as the build cannot know them.
  {
    path: '/login',
    title: () => i18n.t('login.title', { ns: 'auth' }),
    drawnWith: { socialProviders: [] },
  },
];

const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

async function startTexts() {
  if (i18n.isInitialized) return;
  // The options of lib/i18n.ts that shape a text, with every text at hand and no detection:
  // the language is the page's.
  await i18n.use(initReactI18next).init({
    ...textOptions(),
    resources: collectResources(localeFiles, { en: sharedEn, ar: sharedAr }),
    lng: 'en',
    initAsync: false,
    showSupportNotice: false,
  });
}

/** One page in one language, as the markup of #root. */
export async function renderPage(pathname: string, language: Language): Promise<string> {
  await startTexts();
  await i18n.changeLanguage(language);
  // A visitor: nothing saved to wait for (the browser hydrates only for a visitor).
  useSession.setState({ rehydrated: true });
  // Loaded here as main.tsx loads them before hydrating: the page, not its HydrateFallback.
  const handler = createStaticHandler(await withMatchedRoutesLoaded(routes, pathname));
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response)
    throw new Error(`${pathname} redirects; it cannot be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${pathname} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppFrame>
        {/* No inline hydration script: the CSP allows inline scripts by hash only (0016). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
  );
}

/**
 * The built index.html with a page in it: the language on <html> and marked prerendered (the
 * inline boot script hides the page when the visitor's language or session differs), the
 * page in #root, and no script fetched before the first paint: the modulepreload links go,
 * and the entry is named in `data-entry` for the boot script to load once the page has painted.
 * Fetched at once, the scripts share the slow network with the style sheet and hold that
 * paint back (docs/performance.md, "Prerendered HTML").
 */
export function pageDocument(
  template: string,
  page: { language: Language; title: string; markup: string },
): string {
  const { language, title, markup } = page;
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry?.[1]) throw new Error('index.html has no entry script');
  const html = template
    .replace(entry[0], '')
    .replace(
      /<html lang="en" dir="ltr">/,
      () =>
        `<html lang="${language}" dir="${directionOf(language)}" data-prerendered="${language}" data-entry="${entry[1]}">`,
    )
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, (_all, end: string) => {
      return `<div id="root">${markup}</div>${end}`;
    });
  const titled = html.includes(`<title>${escapeText(title)}</title>`);
  if (!html.includes('data-prerendered') || !html.includes(markup) || !titled) {
    throw new Error('index.html has not the shape the prerender expects');
  }
  return html;
}

function escapeText(text: string) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** File name of a prerendered page in the build: prerendered/<page>.<language>.html. */
export function prerenderedFileName(pathname: string, language: Language) {
  const page = pathname.replace(/^\/|\/$/g, '') || 'index';
  return `prerendered/${page}.${language}.html`;
}

/**
 * Every prerendered page in every language, by file name, and prerendered/pages.json: the
 * runtime configuration a page was drawn with, by path.
 */
export async function prerenderAll(template: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const drawnWith: Record<string, unknown> = {};
  for (const page of prerenderedPages) {
    for (const language of languages) {
      const markup = await renderPage(page.path, language);
      // The title the page sets once the app runs, in the language just drawn.
      const title = pageTitleText(i18n.t, page.title());
      files[prerenderedFileName(page.path, language)] = pageDocument(template, {
        language,
        title,
        markup,
      });
    }
    if (page.drawnWith) drawnWith[page.path] = page.drawnWith;
  }
  files['prerendered/pages.json'] = `${JSON.stringify(drawnWith, null, 2)}\n`;
  return files;
}
