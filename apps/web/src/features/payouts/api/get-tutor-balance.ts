import { tutorBalanceSchema } from '@nibras/contracts/payouts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { payoutKeys } from './query-keys';

export async function getTutorBalance() {
  const envelope = await apiRequest<unknown>('/api/v1/tutor/balance');
  return tutorBalanceSchema.parse(envelope.data);
}

/** The signed-in tutor's money: pending, available, asked for and paid out. */
export function useTutorBalance() {
  return useQuery({ queryKey: payoutKeys.balance, queryFn: getTutorBalance });
}
