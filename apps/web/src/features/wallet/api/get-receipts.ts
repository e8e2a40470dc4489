import { useQuery } from '@tanstack/react-query';
import { receiptPageSchema } from '@nibras/contracts/wallet';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { walletKeys } from '@/lib/wallet/query-keys';

export const receiptsPageSize = 10;

export async function getReceipts(page: number) {
  const envelope = await apiRequest<unknown>(
    `/api/v1/wallet/receipts?page=${page}&pageSize=${receiptsPageSize}`,
  );
  return receiptPageSchema.parse(envelope.data);
}

/** The family's receipts, newest first, a page at a time. */
export function useReceipts(page: number) {
  const userId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({
    queryKey: walletKeys.receipts(userId, page),
    queryFn: () => getReceipts(page),
  });
}
