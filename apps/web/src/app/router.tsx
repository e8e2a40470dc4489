import { createBrowserRouter, type RouteObject } from 'react-router';
import { installApiAuth } from '../features/auth/api/install-api-auth';
import { AppLoading } from './routes/app-loading';

const comingSoon = () => import('./routes/coming-soon');

/** Every route of SPEC.md section 2; route files are thin and loaded on demand. */
export const routes: RouteObject[] = [
  {
    lazy: () => import('./routes/root-layout'),
    HydrateFallback: AppLoading,
    children: [
      // Pages of a visitor: a logged-in user is sent to their dashboard (docs/decisions/0004).
      {
        lazy: () => import('./routes/visitor-area'),
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'signup', lazy: () => import('./routes/signup') },
          { path: 'signup/:role', lazy: () => import('./routes/signup-role') },
          { path: 'request-reset-password', lazy: () => import('./routes/request-reset-password') },
          { path: 'reset-password', lazy: () => import('./routes/reset-password') },
          // Back from Google, Apple or Meta (issue 15): signed in, refused, or completing.
          { path: 'social-sign-in', lazy: () => import('./routes/social-sign-in') },
          {
            path: 'social-sign-in/confirm',
            lazy: () => import('./routes/social-sign-in-confirm'),
          },
        ],
      },
      { path: 'email-confirmation', lazy: () => import('./routes/email-confirmation') },
      // The link sent to a new address; it works whether or not anyone is logged in here.
      { path: 'email-change', lazy: () => import('./routes/email-change') },
      { path: 'account-deleted', lazy: () => import('./routes/account-deleted') },
      // Dashboards: one role each (SPEC.md section 6).
      {
        lazy: () => import('./routes/tutor-area'),
        children: [
          { path: 'dashboard/tutor', lazy: () => import('./routes/dashboard-tutor') },
          {
            path: 'dashboard/tutor/all-tutor-subjects',
            lazy: () => import('./routes/tutor-subjects'),
          },
          {
            path: 'dashboard/tutor/availability',
            lazy: () => import('./routes/tutor-availability'),
          },
          { path: 'dashboard/tutor/profile', lazy: () => import('./routes/tutor-profile-editor') },
        ],
      },
      {
        lazy: () => import('./routes/parent-area'),
        children: [{ path: 'dashboard/parent', lazy: () => import('./routes/dashboard-parent') }],
      },
      {
        lazy: () => import('./routes/student-area'),
        children: [{ path: 'dashboard/child', lazy: () => import('./routes/dashboard-child') }],
      },
      // Any logged-in user: sessions (the API decides whose session it is) and /profile.
      {
        lazy: () => import('./routes/signed-in-area'),
        children: [
          { path: 'sessions', lazy: () => import('./routes/sessions') },
          { path: 'sessions/:id', lazy: () => import('./routes/session') },
          { path: 'sessions/:id/booked', lazy: () => import('./routes/session-booked') },
          // Every role's conversations (issue 11).
          { path: 'messages', lazy: () => import('./routes/messages') },
          { path: 'messages/:conversationId', lazy: () => import('./routes/messages') },
          // /profile: every role's own account.
          { path: 'profile', lazy: () => import('./routes/profile') },
        ],
      },
      { path: 'courses', lazy: () => import('./routes/courses') },
      { path: 'tutors/:id', lazy: () => import('./routes/tutor-profile') },
      { path: 'contact', lazy: () => import('./routes/contact') },
      { path: 'book-session', lazy: () => import('./routes/book-session') },
      { path: 'terms', lazy: () => import('./routes/terms') },
      { path: 'privacy', lazy: () => import('./routes/privacy') },
      { path: 'coming-soon', lazy: comingSoon },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Before the first page renders, so that its first call already carries the token.
  installApiAuth((to, options) => router.navigate(to, options));
  return router;
}
