import '@fontsource-variable/inter';
import '@fontsource-variable/cairo';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { drawnPageState, hydrateDrawnQueries } from './app/drawn-page-state';
import { withMatchedRoutesLoaded } from './app/loaded-routes';
import { createAppRouter, routes } from './app/router';
import { currentLanguage, initI18n } from './lib/i18n';
import { keepAnswersOnceSignedIn } from './lib/pwa/keep-answers';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import { startOnlineTracking } from './lib/pwa/online';
import { registerAfterFirstPage } from './lib/pwa/start';
import { loadQueryClient } from './lib/load-query-client';
import { useSession } from './lib/session';
import { startThemeSync } from './lib/theme';

// Language and theme are applied before the first render, so nothing shows in the wrong one.
const texts = initI18n();
startThemeSync();
// A signed-in person's last answers, for pages opened offline (issue 33).
startOnlineTracking();
captureInstallPrompt();
const answersKept = keepAnswersOnceSignedIn().restored;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const page = document.documentElement;

/**
 * A page prerendered at build time (docs/decisions/0020) or drawn by the server for this
 * request (decision 0022) that the boot script kept: the visitor's language, no saved session.
 * Its first render must equal the HTML, so the page's code and texts are loaded before it, the
 * answers it was drawn with are in the query cache, and the session counts as read
 * (localStorage is read at once).
 */
async function hydratePrerendered(language: string, element: HTMLElement) {
  // Matching the routes and making the router each in a task of its own, not inside the
  // entry's evaluation or the task that starts hydration: a task counts as blocking past 50 ms,
  // and Lighthouse counts each 4 times slower (docs/performance-archive.md).
  await nextTask();
  const [pageRoutes] = await Promise.all([
    withMatchedRoutesLoaded(routes, location.pathname),
    texts,
  ]);
  const session = useSession.getState();
  if (currentLanguage() !== language || session.accessToken || !useSession.persist.hasHydrated()) {
    return false;
  }
  useSession.setState({ rehydrated: true });
  const drawn = drawnPageState();
  // A drawn page's route has loaded the client with its code (app/router.tsx).
  if (drawn) hydrateDrawnQueries(await loadQueryClient(), drawn);
  const router = createAppRouter(pageRoutes, {
    loaderData: drawn?.loaderData ?? {},
    actionData: null,
    errors: null,
  });
  await nextTask();
  // As a transition, React hydrates in slices that leave the main thread free between them,
  // not in one long task: the page is already on screen.
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
  return true;
}

function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Any other page: the loading screen (or a hidden prerender) until the page is drawn. */
function renderFresh(element: HTMLElement) {
  // The router starts fetching the page's code now, while the language's texts load.
  const router = createAppRouter();
  const root = createRoot(element);
  // The first render waits for the texts of the active language: no keys flash on screen; and
  // for a signed-in person's kept answers, which a page opened offline draws with.
  void Promise.allSettled([texts, answersKept]).finally(() => {
    page.removeAttribute('data-prerender-hidden');
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

const prerendered = page.getAttribute('data-prerendered');
if (prerendered) {
  void hydratePrerendered(prerendered, container).then(
    (hydrated) => hydrated || renderFresh(container),
  );
} else {
  renderFresh(container);
}

// The installable app's service worker, once this first page has loaded (issue 33).
registerAfterFirstPage();
