import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { AppLoading } from '@/components/layout/app-loading';
import { installApiAuth } from '@/features/auth/api/install-api-auth';
import { loadTexts } from '@/lib/i18n';
import { loadQueryClient } from '@/lib/load-query-client';
import * as rootLayout from './routes/root-layout';
import * as visitorArea from './routes/visitor-area';

/**
 * A page's code and its texts in the active language, fetched together: the page renders with
 * its words, without a second round trip after its code arrives (its components would
 * otherwise suspend on their namespace).
 */
function pageWith<T>(load: () => Promise<T>, namespaces: string[]): () => Promise<T> {
  return () => Promise.all([load(), loadTexts(namespaces)]).then(([module]) => module);
}

/**
 * Any page but the home page: with the query client (lib/query-client-slot.ts), the contracts'
 * texts (`shared`: the API's errors, the forms' validation), and `auth` in the background (the
 * form fields' words, the logout's toast). The home page needs none of them, so a first visit
 * there downloads none (issue 35).
 */
function page<T>(load: () => Promise<T>, namespaces: string[] = []): () => Promise<T> {
  const withTexts = pageWith(load, ['shared', ...namespaces]);
  return () => {
    void loadTexts(['auth']);
    return Promise.all([withTexts(), loadQueryClient()]).then(([module]) => module);
  };
}

const comingSoon = page(() => import('./routes/coming-soon'));

/**
 * Every route of docs/shared/SPEC.md section 2; route files are thin and loaded on demand. The layout and
 * the visitor area are part of the entry: every first visit needs them, and as lazy steps they
 * made a chain (layout, then area, then page) where now the page's code is the only request.
 */
export const routes: RouteObject[] = [
  {
    Component: rootLayout.Component,
    HydrateFallback: AppLoading,
    children: [
      // Pages of a visitor: a logged-in user is sent to their dashboard (docs/decisions/0004).
      {
        Component: visitorArea.Component,
        children: [
          { index: true, lazy: pageWith(() => import('./routes/home'), ['home']) },
          { path: 'login', lazy: page(() => import('./routes/login'), ['auth']) },
          { path: 'signup', lazy: page(() => import('./routes/signup'), ['auth']) },
          { path: 'signup/:role', lazy: page(() => import('./routes/signup-role'), ['auth']) },
          {
            path: 'request-reset-password',
            lazy: page(() => import('./routes/request-reset-password'), ['auth']),
          },
          { path: 'reset-password', lazy: page(() => import('./routes/reset-password'), ['auth']) },
          // Back from Google, Apple or Meta (issue 15): signed in, refused, or completing.
          { path: 'social-sign-in', lazy: page(() => import('./routes/social-sign-in'), ['auth']) },
          {
            path: 'social-sign-in/confirm',
            lazy: page(() => import('./routes/social-sign-in-confirm'), ['auth']),
          },
        ],
      },
      {
        path: 'email-confirmation',
        lazy: page(() => import('./routes/email-confirmation'), ['auth']),
      },
      // The link sent to a new address; it works whether or not anyone is logged in here.
      { path: 'email-change', lazy: page(() => import('./routes/email-change'), ['account']) },
      {
        path: 'account-deleted',
        lazy: page(() => import('./routes/account-deleted'), ['account']),
      },
      // Dashboards: one role each (docs/shared/SPEC.md section 6).
      {
        lazy: page(() => import('./routes/tutor-area')),
        children: [
          {
            path: 'dashboard/tutor',
            lazy: page(
              () => import('./routes/dashboard-tutor'),
              ['dashboard', 'booking', 'tutors', 'messaging'],
            ),
          },
          {
            path: 'dashboard/tutor/all-tutor-subjects',
            lazy: page(() => import('./routes/tutor-subjects'), ['tutor-subjects']),
          },
          {
            path: 'dashboard/tutor/availability',
            lazy: page(() => import('./routes/tutor-availability'), ['availability']),
          },
          {
            path: 'dashboard/tutor/money',
            lazy: page(() => import('./routes/tutor-money'), ['payouts']),
          },
          {
            path: 'dashboard/tutor/application',
            lazy: page(() => import('./routes/tutor-application'), ['tutor-application']),
          },
          {
            path: 'dashboard/tutor/profile',
            lazy: page(() => import('./routes/tutor-profile-editor'), ['tutors']),
          },
        ],
      },
      {
        lazy: page(() => import('./routes/parent-area')),
        children: [
          {
            path: 'dashboard/parent',
            lazy: page(
              () => import('./routes/dashboard-parent'),
              ['dashboard', 'family', 'booking', 'messaging'],
            ),
          },
        ],
      },
      {
        lazy: page(() => import('./routes/student-area')),
        children: [
          {
            path: 'dashboard/child',
            lazy: page(
              () => import('./routes/dashboard-child'),
              ['dashboard', 'family', 'booking', 'messaging'],
            ),
          },
        ],
      },
      // Any logged-in user: bookings (the API decides whose booking it is) and /profile.
      {
        lazy: page(() => import('./routes/signed-in-area')),
        children: [
          // The installed app's shortcut to one's own dashboard (issue 33).
          { path: 'dashboard', lazy: page(() => import('./routes/dashboard')) },
          { path: 'sessions', lazy: page(() => import('./routes/bookings'), ['booking']) },
          {
            path: 'sessions/:id',
            lazy: page(() => import('./routes/booking'), ['booking', 'messaging']),
          },
          {
            path: 'sessions/:id/booked',
            lazy: page(() => import('./routes/booked'), ['booking']),
          },
          // Every role's conversations (issue 11).
          { path: 'messages', lazy: page(() => import('./routes/messages'), ['messaging']) },
          {
            path: 'messages/:conversationId',
            lazy: page(() => import('./routes/messages'), ['messaging']),
          },
          // A family's wallet (issue 28): the API refuses it to tutors and children's logins.
          { path: 'wallet', lazy: page(() => import('./routes/wallet'), ['wallet']) },
          {
            path: 'wallet/receipts/:id',
            lazy: page(() => import('./routes/receipt'), ['wallet']),
          },
          // /profile: every role's own account.
          {
            path: 'profile',
            lazy: page(() => import('./routes/profile'), ['account', 'notifications']),
          },
          // Every role's choice of channels per kind of event, and its devices (issue 33).
          {
            path: 'notifications',
            lazy: page(() => import('./routes/notifications'), ['notifications']),
          },
        ],
      },
      // The operators' console (issue 29): its own sign-in, then one role with a second factor.
      {
        path: 'operator/sign-in',
        lazy: page(() => import('./routes/operator-sign-in'), ['operator', 'auth']),
      },
      {
        path: 'operator',
        lazy: page(() => import('./routes/operator-area')),
        children: [
          {
            lazy: page(() => import('./routes/operator-console'), ['operator']),
            children: [
              { index: true, lazy: page(() => import('./routes/operator-overview'), ['operator']) },
              {
                path: 'applications',
                lazy: page(() => import('./routes/operator-applications'), ['operator']),
              },
              {
                path: 'reports',
                lazy: page(() => import('./routes/operator-reports'), ['operator']),
              },
              {
                path: 'disputes',
                lazy: page(() => import('./routes/operator-disputes'), ['operator']),
              },
              {
                path: 'payouts',
                lazy: page(() => import('./routes/operator-payouts'), ['operator']),
              },
              {
                path: 'contact',
                lazy: page(() => import('./routes/operator-contact'), ['operator']),
              },
              {
                path: 'people',
                lazy: page(() => import('./routes/operator-people'), ['operator']),
              },
              {
                path: 'audit-log',
                lazy: page(() => import('./routes/operator-audit-log'), ['operator']),
              },
            ],
          },
        ],
      },
      { path: 'courses', lazy: page(() => import('./routes/courses'), ['tutors']) },
      {
        path: 'tutors/:id',
        lazy: page(() => import('./routes/tutor-profile'), ['tutors']),
      },
      { path: 'contact', lazy: page(() => import('./routes/contact'), ['contact']) },
      { path: 'book-session', lazy: page(() => import('./routes/new-booking'), ['booking']) },
      { path: 'terms', lazy: page(() => import('./routes/terms'), ['legal']) },
      { path: 'privacy', lazy: page(() => import('./routes/privacy'), ['legal']) },
      {
        path: 'policies/payments',
        lazy: page(() => import('./routes/payments-policy'), ['legal']),
      },
      { path: 'coming-soon', lazy: comingSoon },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
];

/**
 * The browser's router. Hydrating a prerendered page, it gets the routes with the page's own
 * already loaded and hydration data (no loaders, so none to carry), and starts on the page.
 */
export function createAppRouter(appRoutes: RouteObject[] = routes, hydrationData?: HydrationState) {
  const router = createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
  // Before the first page renders, so that its first call already carries the token.
  installApiAuth((to, options) => router.navigate(to, options));
  return router;
}
