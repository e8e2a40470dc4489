import { useQuery } from '@tanstack/react-query';
import { receiptSchema } from '@nibras/contracts/wallet';
import { apiRequest } from '@/lib/api-client';
import { walletKeys } from '@/lib/wallet/query-keys';

export async function getReceipt(id: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/wallet/receipts/${encodeURIComponent(id)}`);
  return receiptSchema.parse(envelope.data);
}

export function useReceipt(id: string) {
  return useQuery({ queryKey: walletKeys.receipt(id), queryFn: () => getReceipt(id) });
}
