/**
 * The server bundle of the web app, built with `vite build --ssr` after the app's own build
 * into <dist>/ssr/entry.js. The build runs its prerender (docs/decisions/0020): it draws the
 * visitor pages that need no data in each language, into copies of the built index.html that
 * the API sends instead of the loading screen. The API loads it at start to draw /courses and
 * a tutor's profile with their data for each request (drawn-pages.tsx, decision 0022).
 * main.tsx hydrates both.
 */
import { languages, type Language } from '@nibras/contracts/i18n/languages';
import i18n from 'i18next';
import { createStaticHandler } from 'react-router';
import { withMatchedRoutesLoaded } from '@/app/loaded-routes';
import { routes } from '@/app/router';
import { pageTitleText } from '@/lib/page-title';
import { pageDocument, renderMarkup, startTexts } from './render';

export { drawPage, readsOf } from './drawn-pages';
export { pageDocument } from './render';

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

/** One page in one language, as the markup of #root. */
export async function renderPage(pathname: string, language: Language): Promise<string> {
  await startTexts();
  await i18n.changeLanguage(language);
  // Loaded here as main.tsx loads them before hydrating: the page, not its HydrateFallback.
  const handler = createStaticHandler(await withMatchedRoutesLoaded(routes, pathname));
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response)
    throw new Error(`${pathname} redirects; it cannot be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${pathname} answered ${context.statusCode}`);
  return renderMarkup(handler, context).markup;
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
