import { bookingSchema } from '@nibras/contracts/booking';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { approvalKeys } from './query-keys';

export async function getApprovals() {
  const envelope = await apiRequest<unknown>('/api/v1/family/approvals');
  return bookingSchema.array().parse(envelope.data);
}

/** Paid bookings the parent's children asked for, waiting for the parent to approve them. */
export function useApprovals() {
  const parentId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({ queryKey: approvalKeys.list(parentId), queryFn: getApprovals });
}
