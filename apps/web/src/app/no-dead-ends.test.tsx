import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { subjectsQuery } from '@/lib/catalog/get-subjects';
import { useSession } from '@/lib/session';
import { apiServer, envelope, failure, sampleUsers } from '@/test/app-fakes';
import { routes } from './router';

const subjects = [
  'arabic',
  'english',
  'math',
  'science',
  'social-studies',
  'computer',
  'french',
  'biology',
].map((slug, index) => ({ id: index + 1, slug, name: slug, icon: 'book' }));

/** The catalog answers; any other call fails, which each page shows as its own error state. */
function fakeApi() {
  apiServer.use(
    http.get('/api/v1/subjects', () => HttpResponse.json(envelope(subjects))),
    http.all('/api/*', () =>
      HttpResponse.json(failure('not_found', 'Not found.'), { status: 404 }),
    ),
  );
}

async function renderAt(
  path: string,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(document.querySelector('main h1')).not.toBeNull());
  // Nothing is left in flight when the test ends.
  await waitFor(() => expect(client.isFetching()).toBe(0));
}

beforeAll(() => initI18n());
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('no link leads to "coming soon"', () => {
  it.each(['/', '/courses', '/contact', '/terms', '/privacy', '/signup'])(
    'on %s, in the navigation, the page and the footer',
    async (path) => {
      fakeApi();
      await renderAt(path);
      const links = screen.getAllByRole('link');
      expect(links.length).toBeGreaterThan(10);
      const deadEnds = links
        .filter((link) => link.getAttribute('href')?.startsWith('/coming-soon'))
        .map((link) => link.textContent);
      expect(deadEnds).toEqual([]);
    },
  );

  it('the home page has no placeholder left: the store badges became "Install the app"', async () => {
    fakeApi();
    await renderAt('/');
    const placeholders = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/coming-soon');
    expect(placeholders).toEqual([]);
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeInTheDocument();
  });

  it('a subject linked by its slug, before the catalog had loaded, opens /courses with it chosen', async () => {
    fakeApi();
    const searched: string[] = [];
    apiServer.use(
      http.get('/api/v1/tutors', ({ request }) => {
        searched.push(new URL(request.url).searchParams.get('subject') ?? '');
        return HttpResponse.json(failure('not_found', 'Not found.'), { status: 404 });
      }),
    );
    // The subjects as the route's loader leaves them in the app's client before the page.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(subjectsQuery('en').queryKey, subjects);
    await renderAt('/courses?subject=biology', client);
    expect(await screen.findByRole('button', { name: 'biology', pressed: true })).toBeVisible();
    await waitFor(() => expect(searched).toContain('8'));
    expect(searched).not.toContain('biology');
  });

  it('nor from the account menu of a signed-in user', async () => {
    fakeApi();
    useSession.getState().setSession({
      userModel: sampleUsers.Parent,
      accessToken: 'token',
      accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
    });
    await renderAt('/contact');
    const header = screen.getByRole('banner');
    for (const link of within(header).getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/^\/coming-soon/);
    }
  });
});
