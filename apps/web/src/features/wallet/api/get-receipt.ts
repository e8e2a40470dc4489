import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/wallet/query-keys';

/**
 * A receipt as the API answers it. Written here until `receiptSchema` lands in
 * contracts/wallet.ts (another branch of issue 28 adds it with these fields); then this one goes.
 */
export const receiptSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['top_up', 'session_charge', 'refund']),
  issuedAt: z.string(),
  amount: z.string(),
  vat: z.string(),
  vatRatePercent: z.number(),
  net: z.string(),
  currency: z.string().length(3),
  parties: z.object({
    issuer: z.object({ name: z.string() }),
    customer: z.object({ name: z.string() }),
    tutor: z.object({ name: z.string() }).optional(),
  }),
});
export type Receipt = z.infer<typeof receiptSchema>;

export async function getReceipt(id: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/wallet/receipts/${encodeURIComponent(id)}`);
  return receiptSchema.parse(envelope.data);
}

export function useReceipt(id: string) {
  return useQuery({ queryKey: walletKeys.receipt(id), queryFn: () => getReceipt(id) });
}
