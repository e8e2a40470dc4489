import { walletSchema } from '@nibras/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { walletKeys } from './query-keys';

export async function getWallet(page: number, pageSize: number) {
  const envelope = await apiRequest<unknown>(`/api/v1/wallet?page=${page}&pageSize=${pageSize}`);
  return walletSchema.parse(envelope.data);
}

/**
 * The family's wallet: what is available, what is held, and a page of its history. The header
 * and the booking summary read the first page with a size of one: only the balances matter there.
 */
export function useWallet({
  page = 1,
  pageSize = 20,
  enabled = true,
}: { page?: number; pageSize?: number; enabled?: boolean } = {}) {
  const userId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({
    queryKey: walletKeys.wallet(userId, page, pageSize),
    queryFn: () => getWallet(page, pageSize),
    enabled,
  });
}
