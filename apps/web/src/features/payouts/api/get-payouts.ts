import { payoutSchema } from '@nibras/contracts/payouts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { payoutKeys } from './query-keys';

export const payoutsPageSize = 10;

const payoutPageSchema = z.object({
  items: z.array(payoutSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export async function getPayouts(page: number) {
  const envelope = await apiRequest<unknown>(
    `/api/v1/tutor/payouts?page=${page}&pageSize=${payoutsPageSize}`,
  );
  return payoutPageSchema.parse(envelope.data);
}

/** The tutor's payouts, newest first, a page at a time. */
export function usePayouts(page: number) {
  return useQuery({ queryKey: payoutKeys.list(page), queryFn: () => getPayouts(page) });
}
