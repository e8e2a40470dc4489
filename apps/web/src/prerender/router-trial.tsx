/**
 * Trial of issue 35 (docs/decisions/0035): / and a tutor's profile drawn for each request the
 * way React Router documents server rendering in data mode: one static handler over the app's
 * routes, whose `query` loads the matched lazy routes and runs their loaders, and
 * StaticRouterProvider, whose own script carries the loader data to the browser's router.
 * No readsOf, no state element, no build-time files. Part of the server bundle (entry.tsx).
 */
import type { Language } from '@nibras/contracts/i18n/languages';
import { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from '@/app/app';
import { routes } from '@/app/router';
import { routesWithLoaders, type LoaderTrialContext } from '@/app/router-trial';
import { pageTitleText } from '@/lib/page-title';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { pageDocument, startTexts } from './render';

const handler = createStaticHandler(routesWithLoaders(routes));

/** The page, or null where the handler answers otherwise (a redirect, a 404, a loader's error). */
export async function drawWithLoaders(input: {
  url: string;
  language: Language;
  template: string;
  api: LoaderTrialContext['api'];
}): Promise<{ html: string; hydrationScript: string } | null> {
  const { url, language, template, api } = input;
  await startTexts();
  const requestContext: LoaderTrialContext = { language, api };
  const context = await handler.query(new Request(new URL(url, 'http://localhost')), {
    requestContext,
  });
  if (context instanceof Response || context.statusCode !== 200) return null;
  // From here synchronous: i18next's language and the session store are the process's.
  void i18n.changeLanguage(language);
  useSession.setState({ rehydrated: true });
  const client = new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
  const markup = renderToString(
    <StrictMode>
      <AppFrame client={client}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
        />
      </AppFrame>
    </StrictMode>,
  );
  const script = /<script>(window\.__staticRouterHydrationData = [\s\S]*?)<\/script>$/.exec(markup);
  if (!script?.[1]) throw new Error('StaticRouterProvider drew no hydration script');
  const [profile] = client.getQueryCache().findAll({ queryKey: ['tutors', 'profile'] });
  const name = (profile?.state.data as { fullName?: string } | undefined)?.fullName;
  const title = pageTitleText(i18n.t, name ?? null);
  return { html: pageDocument(template, { language, title, markup }), hydrationScript: script[1] };
}
