import type { UserModel } from '@nibras/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { toast } from 'sonner';
import { vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/** Helpers of every feature's tests: the app's providers, a fake API and sample users. */

export const sampleUsers: Record<'Tutor' | 'Parent' | 'Student', UserModel> = {
  Tutor: {
    id: '0b7c5a52-3f0e-4a8e-9d7c-1a2b3c4d5e6f',
    fullName: 'Omar Farouk',
    email: 'omar@example.com',
    phoneNumber: '+201001234567',
    userType: 'Tutor',
    preferredLanguage: 'en',
    avatarUrl: null,
  },
  Parent: {
    id: '1c8d6b63-4a1f-4b9f-8e8d-2b3c4d5e6f70',
    fullName: 'Layla Hassan',
    email: 'layla@example.com',
    phoneNumber: '+971500000000',
    userType: 'Parent',
    preferredLanguage: 'ar',
    avatarUrl: null,
  },
  Student: {
    id: '2d9e7c74-5b2a-4cae-9f9e-3c4d5e6f7081',
    fullName: 'Yusuf Ali',
    email: 'yusuf@example.com',
    phoneNumber: '+966500000000',
    userType: 'Student',
    preferredLanguage: 'en',
    avatarUrl: null,
  },
};

/** Logs a sample user in, as the session store would after a login. */
export function logInAs(userType: keyof typeof sampleUsers) {
  useSession.getState().setSession({
    userModel: sampleUsers[userType],
    accessToken: 'token',
    accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
  });
}

export async function switchLanguage(language: 'en' | 'ar') {
  if (!i18n.isInitialized) initI18n();
  await i18n.changeLanguage(language);
}

type FakeAnswer = { status?: number; body: unknown };
/** What a fake route and a test see of a request: as the page sent it, headers in lower case. */
export type SentInit = {
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
};
/** A route answers an envelope as JSON, or a Response of its own (a file, a stream). */
type FakeRoute = (request: {
  url: URL;
  init: SentInit;
}) => FakeAnswer | Response | Promise<FakeAnswer | Response>;

export function envelope(data: unknown, message: string | null = null) {
  return { succeeded: true, message, data, error: null };
}

export function failure(code: string, message: string, details?: Record<string, string>) {
  return { succeeded: false, message: null, data: null, error: { code, message, details } };
}

/**
 * The web tests' network (Mock Service Worker, started in setup.ts): fetch goes through real
 * Request and Response objects, and a request no handler answers fails the test.
 */
export const apiServer = setupServer();

async function sentInit(request: Request): Promise<SentInit> {
  const init: SentInit = { method: request.method, headers: Object.fromEntries(request.headers) };
  if (request.method === 'GET' || request.method === 'HEAD') return init;
  const isForm = request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
  return { ...init, body: isForm ? await request.formData() : await request.text() };
}

/**
 * Answers the API by "METHOD /path" (no query string), replacing any answers given before;
 * any other call fails the test. Returns a mock whose calls, (path with query, what was sent),
 * show what the page sent.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const sent = vi.fn<(path: string, init: SentInit) => void>();
  apiServer.resetHandlers(
    ...Object.entries(routes).map(([key, route]) => {
      const [method = '', path = ''] = key.split(' ');
      return http.all(path, async ({ request }) => {
        if (request.method !== method) return undefined;
        const url = new URL(request.url);
        const init = await sentInit(request);
        sent(url.pathname + url.search, init);
        const answer = await route({ url, init });
        if (answer instanceof Response) return answer;
        return HttpResponse.json(answer.body as JsonBodyType, { status: answer.status ?? 200 });
      });
    }),
  );
  return sent;
}

/** Shows the current path, so a test can see where a guard or a page sent the user. */
export function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname + location.search}</output>;
}

/** Renders routes in a memory router with a fresh query client, as the app would. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** A page at `path`, with a stub for every other path it may lead to. */
export function renderPage(page: ReactNode, path: string, pagePath = path.split('?')[0] ?? '/') {
  return renderRoutes(
    [
      { path: pagePath, element: page },
      { path: '*', element: <CurrentPath /> },
    ],
    path,
  );
}

/**
 * Replaces sonner's toasts with spies that show nothing, until the mocks are restored (vitest
 * restores them after each file): a test reads what the user was told from `toast.info` and the
 * others. Spied rather than mocked as a module: a worker keeps sonner loaded from one file to the
 * next (isolate: false), so a module mock would miss the copy the app already holds.
 */
export function spyOnToasts() {
  for (const kind of ['info', 'success', 'error'] as const)
    vi.spyOn(toast, kind).mockReturnValue('');
}
