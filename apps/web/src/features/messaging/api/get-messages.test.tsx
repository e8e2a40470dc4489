import {
  dehydrate,
  hydrate,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/app-fakes';
import { useMessages } from './get-messages';

const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

describe('a conversation’s history', () => {
  it('asks for the newest page again after its pages were kept as JSON for the app offline', async () => {
    const api = fakeApi({
      'GET /api/v1/conversations/c1/messages': () => ({
        body: envelope({ messages: [], hasOlder: false }),
      }),
    });
    const first = new QueryClient();
    const before = renderHook(() => useMessages('c1'), { wrapper: wrapperOf(first) });
    await waitFor(() => expect(before.result.current.isSuccess).toBe(true));
    before.unmount();

    // As lib/pwa/persisted-queries.ts keeps and restores it: JSON, then stale.
    const kept = JSON.parse(JSON.stringify(dehydrate(first))) as DehydratedState;
    const second = new QueryClient();
    hydrate(second, kept);
    await second.invalidateQueries({ refetchType: 'none' });
    const after = renderHook(() => useMessages('c1'), { wrapper: wrapperOf(second) });
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(after.result.current.isSuccess).toBe(true));
    expect(api.mock.calls.map(([path]) => path)).toEqual([
      '/api/v1/conversations/c1/messages',
      '/api/v1/conversations/c1/messages',
    ]);
  });
});
