/**
 * The pages the server draws for each request, with the API's answers (docs/decisions/0022):
 * /courses with the search its address asks for, and a tutor's profile. Part of the server
 * bundle (entry.tsx); the API reads the answers in-process from its own services and sends the
 * page with those answers as JSON, which main.tsx gives TanStack Query before hydrating, so the
 * browser asks for none of them again.
 */
import type {
  DrawnPage,
  KeyedPageRead,
  PageAnswer,
  PageDrawer,
} from '@nibras/contracts/drawn-pages';
import type { Language } from '@nibras/contracts/i18n/languages';
import type { TutorProfile } from '@nibras/contracts/tutors';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { createStaticHandler, matchPath, type StaticHandler } from 'react-router';
import { serverSearchQueryOf } from '@/features/tutors/hooks/use-search-filters';
import { withMatchedRoutesLoaded } from '@/app/loaded-routes';
import { routes } from '@/app/router';
import { catalogQueryKeys } from '@/lib/catalog/query-keys';
import { pageTitleText } from '@/lib/page-title';
import { queryClient } from '@/lib/query-client';
import { tutorKeys } from '@/lib/tutors/query-keys';
import { pageDocument, renderMarkup, startTexts } from './render';

type DataPage = 'courses' | 'tutor';

/** Which data page an address is, with the tutor's id for a profile. */
function dataPageOf(pathname: string): { page: DataPage; id?: string } | null {
  if (matchPath('/courses', pathname)) return { page: 'courses' };
  const tutor = matchPath('/tutors/:id', pathname);
  if (tutor?.params.id) return { page: 'tutor', id: tutor.params.id };
  return null;
}

export const readsOf: PageDrawer['readsOf'] = (url, language) => {
  const address = new URL(url, 'http://localhost');
  const page = dataPageOf(address.pathname);
  if (page?.page === 'courses') {
    const query = serverSearchQueryOf(address.searchParams);
    if (query === null) return null;
    // The subjects' grid and filter.
    const subjects: KeyedPageRead = {
      key: catalogQueryKeys.subjects(language),
      read: { kind: 'subjects' },
    };
    return [
      { key: tutorKeys.search(query, language), read: { kind: 'tutorSearch', query } },
      subjects,
      // The filters' first list: fetched after hydration, its answer drew the filters again in
      // one task at sync priority (docs/performance-archive.md).
      { key: catalogQueryKeys.systems(language), read: { kind: 'educationSystems' } },
    ];
  }
  if (page?.page === 'tutor' && page.id) {
    return [
      { key: tutorKeys.profile(page.id, language), read: { kind: 'tutorProfile', id: page.id } },
    ];
  }
  return null;
};

/**
 * A static handler per data page over the routes with that page's code loaded, made once: the
 * page's routes are the same for every request (the profile's for every tutor).
 */
const handlers = new Map<DataPage, Promise<StaticHandler>>();
function handlerOf(page: DataPage, pathname: string) {
  let handler = handlers.get(page);
  if (!handler) {
    handler = withMatchedRoutesLoaded(routes, pathname).then(createStaticHandler);
    handlers.set(page, handler);
  }
  return handler;
}

/** The page's title, as it sets it once the app runs (usePageTitle). */
function titleOf(page: DataPage, answers: PageAnswer[]) {
  if (page === 'courses') return i18n.t('courses.title', { ns: 'tutors' });
  const profile = answers[0]?.data as TutorProfile | undefined;
  return profile?.fullName ?? i18n.t('profile.title', { ns: 'tutors' });
}

export const drawPage: PageDrawer['drawPage'] = async ({ url, language, template, answers }) => {
  const address = new URL(url, 'http://localhost');
  const page = dataPageOf(address.pathname);
  if (!page) throw new Error(`${address.pathname} is not a page the server draws`);
  await startTexts();
  const handler = await handlerOf(page.page, address.pathname);
  // No loader runs here: what they fetch in the browser (/courses' subjects) is in the answers,
  // and each route with one gets null, so the browser's router does not run it either.
  const context = await handler.query(new Request(address), {
    dataStrategy: async ({ matches }) =>
      Object.fromEntries(
        matches
          .filter((match) => match.route.loader)
          .map((match) => [match.route.id, { type: 'data', result: null }]),
      ),
  });
  if (context instanceof Response || context.statusCode !== 200) {
    throw new Error(`${address.pathname} cannot be drawn`);
  }
  return drawnSynchronously(page.page, language, template, answers, (client) =>
    renderMarkup(handler, context, client),
  );
};

/**
 * The rest of a drawing, in one synchronous run: i18next's language and the session store are
 * the process's, so no other request's drawing may run between setting them and the markup.
 */
function drawnSynchronously(
  page: DataPage,
  language: Language,
  template: string,
  answers: PageAnswer[],
  render: (client: QueryClient) => { markup: string; loaderData: Record<string, unknown> },
): DrawnPage {
  // With every text in memory and no backend, i18next changes language before this returns.
  void i18n.changeLanguage(language);
  if (i18n.language !== language) throw new Error(`the texts of ${language} are not loaded`);
  const client = new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
  for (const { key, data } of answers) client.setQueryData(key, data);
  const { markup, loaderData } = render(client);
  const title = pageTitleText(i18n.t, titleOf(page, answers));
  const html = pageDocument(template, { language, title, markup });
  return { html, state: { queries: dehydrate(client), loaderData } };
}
