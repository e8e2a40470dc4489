import type { QueryClient } from '@tanstack/react-query';

/** Cache keys of a tutor's money, under one root: a payout changes the balance and the list. */
export const payoutKeys = {
  all: ['payouts'] as const,
  balance: ['payouts', 'balance'] as const,
  account: ['payouts', 'account'] as const,
  list: (page: number) => ['payouts', 'list', page] as const,
};

export function refreshPayouts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: payoutKeys.all });
}
