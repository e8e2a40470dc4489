import { createBrowserRouter, type RouteObject } from 'react-router';

const comingSoon = () => import('./routes/coming-soon');

/** Every route of SPEC.md section 2; route files are thin and loaded on demand. */
export const routes: RouteObject[] = [
  {
    lazy: () => import('./routes/root-layout'),
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'login', lazy: comingSoon },
      { path: 'signup', lazy: comingSoon },
      { path: 'signup/:role', lazy: comingSoon },
      { path: 'request-reset-password', lazy: comingSoon },
      { path: 'reset-password', lazy: comingSoon },
      { path: 'email-confirmation', lazy: comingSoon },
      { path: 'dashboard/tutor', lazy: comingSoon },
      { path: 'dashboard/tutor/all-tutor-subjects', lazy: comingSoon },
      { path: 'dashboard/parent', lazy: comingSoon },
      { path: 'dashboard/child', lazy: comingSoon },
      { path: 'courses', lazy: comingSoon },
      { path: 'contact', lazy: comingSoon },
      { path: 'profile', lazy: comingSoon },
      { path: 'book-session', lazy: comingSoon },
      { path: 'terms', lazy: comingSoon },
      { path: 'privacy', lazy: comingSoon },
      { path: 'coming-soon', lazy: comingSoon },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
