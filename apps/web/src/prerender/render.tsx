/**
 * What the build's prerender (entry.tsx) and the server's drawn pages (drawn-pages.tsx) share:
 * the texts of both languages in memory, a page's markup as React draws it in the browser, and
 * the built index.html with that markup in it.
 */
import { en as sharedEn } from '@nibras/contracts/i18n/en';
import { ar as sharedAr } from '@nibras/contracts/i18n/ar';
import { directionOf, type Language } from '@nibras/contracts/i18n/languages';
import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import {
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { AppFrame } from '@/app/app';
import { collectResources, textOptions } from '@/lib/i18n';
import { useSession } from '@/lib/session';

const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export async function startTexts() {
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

/**
 * The markup of #root for a handler's answer, in i18next's current language, and the loader
 * data the browser's router starts with. A visitor's page: nothing saved to wait for (the
 * browser hydrates only for a visitor). `client` is the query cache the page reads.
 */
export function renderMarkup(
  handler: StaticHandler,
  context: StaticHandlerContext,
  client?: QueryClient,
): { markup: string; loaderData: Record<string, unknown> } {
  useSession.setState({ rehydrated: true });
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <AppFrame client={client}>
        {/* No inline hydration script: the CSP allows inline scripts by hash only (0016). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
  );
  return { markup, loaderData: context.loaderData };
}

/**
 * The built index.html with a page in it: the language on <html> and marked prerendered (the
 * inline boot script hides the page when the visitor's language or session differs), the
 * page in #root, and no script fetched before the first paint: the modulepreload links go,
 * and the entry is named in `data-entry` for the boot script to load once the page has painted.
 * Fetched at once, the scripts share the slow network with the style sheet and hold that
 * paint back (docs/performance-archive.md, "Prerendered HTML").
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

export function escapeText(text: string) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
