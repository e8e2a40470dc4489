import type { QueryClient } from '@tanstack/react-query';

/**
 * Cache keys of the family's wallet, shared by the wallet page, the header's balance and the
 * booking summary (which shows what is available before holding a price). Under the user's id,
 * so that another login on the same tab never reads the last one's money.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  wallet: (userId: string | null, page: number, pageSize: number) =>
    ['wallet', userId, 'wallet', page, pageSize] as const,
  topUp: (id: string) => ['wallet', 'top-up', id] as const,
  receipts: (userId: string | null, page: number) => ['wallet', userId, 'receipts', page] as const,
  receipt: (id: string) => ['wallet', 'receipt', id] as const,
};

/** After money moved (a top-up, a withdrawal, a hold): every balance and list is read again. */
export function refreshWallet(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: walletKeys.all });
}
