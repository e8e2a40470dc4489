import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';
import { provideQueryClient } from './query-client-slot';

export const queryClient = new QueryClient({
  defaultOptions: {
    // A write tried offline fails at once and says it needs the network (lib/error-text.ts),
    // rather than waiting unseen; a message being sent is queued instead (send-message.ts).
    mutations: { networkMode: 'always' },
    queries: {
      staleTime: 60_000,
      // A 4xx will not get better by asking again.
      retry: (failureCount, error) =>
        failureCount < 2 &&
        !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
    },
  },
});

// The app's frame provides it to the pages from now on (lib/query-client-slot.ts).
provideQueryClient(queryClient);
