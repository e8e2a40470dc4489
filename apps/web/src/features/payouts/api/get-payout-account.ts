import { payoutAccountSchema } from '@nibras/contracts/payouts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { payoutKeys } from './query-keys';

export async function getPayoutAccount() {
  const envelope = await apiRequest<unknown>('/api/v1/tutor/payout-account');
  return payoutAccountSchema.nullable().parse(envelope.data);
}

/** The bank account payouts go to, shown by its last four characters; null until given. */
export function usePayoutAccount() {
  return useQuery({ queryKey: payoutKeys.account, queryFn: getPayoutAccount });
}
