import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingDetail, bookingId } from '@/features/booking/test-fixtures';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { apiServer, envelope, failure, sampleUsers } from '@/test/app-fakes';
import { routes } from './router';
import { patience } from '@/test/patience';

/** The API of a signed-in parent with two unread messages; the live stream stays open, silent. */
function fakeApi() {
  const streams: string[] = [];
  const answers: Record<string, unknown> = {
    '/api/v1/messages/unread': { unreadMessages: 2, unreadConversations: 1 },
    [`/api/v1/bookings/${bookingId}`]: bookingDetail(),
    '/api/v1/subjects': [],
  };
  apiServer.use(
    http.get('/api/v1/messages/stream', ({ request }) => {
      streams.push(new URL(request.url).pathname);
      return new Response(new ReadableStream(), {
        headers: { 'content-type': 'text/event-stream' },
      });
    }),
    http.all('/api/*', ({ request }) => {
      const path = new URL(request.url).pathname;
      return path in answers
        ? HttpResponse.json(envelope(answers[path]))
        : HttpResponse.json(failure('not_found', 'Not found.'), { status: 404 });
    }),
  );
  return streams;
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n());
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('messaging in the signed-in app', () => {
  it('puts the unread count in the header on any page and opens one live stream', async () => {
    const streams = fakeApi();
    useSession.getState().setSession({
      userModel: sampleUsers.Parent,
      accessToken: 'token',
      accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
    });
    renderAt('/contact');
    const header = await screen.findByRole('banner');
    const link = await within(header).findByRole('link', { name: 'Messages, 2 unread' });
    expect(link).toHaveAttribute('href', '/messages');
    await vi.waitFor(() => expect(streams).toHaveLength(1), patience);
  });

  it("offers a booking's family the way to message the tutor", async () => {
    fakeApi();
    useSession.getState().setSession({
      userModel: sampleUsers.Parent,
      accessToken: 'token',
      accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
    });
    renderAt(`/sessions/${bookingId}`);
    expect(await screen.findByRole('button', { name: 'Message the tutor' })).toBeInTheDocument();
  });

  it('shows a visitor no messages link', async () => {
    fakeApi();
    renderAt('/contact');
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
  });
});
