import { bookingSchema } from '@nibras/contracts/booking';
import type { ChangeRequestInput } from '@nibras/contracts/change-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshWallet } from '@/lib/wallet/query-keys';
import { refreshAfterBookingChange } from './query-keys';

/**
 * A child's login asks its parent to cancel or move a session, or withdraws its request
 * (issue 31); the parent approves or declines. Each answers the booking.
 */
export type ChangeRequestCall =
  | { action: 'ask'; input: ChangeRequestInput }
  | { action: 'withdraw' }
  | { action: 'approve' }
  | { action: 'decline'; reason?: string };

const paths = {
  ask: 'change-request',
  withdraw: 'change-request/withdraw',
  approve: 'change-request/approve',
  decline: 'change-request/decline',
} as const;

export async function callChangeRequest(id: string, call: ChangeRequestCall) {
  const body =
    call.action === 'ask'
      ? call.input
      : call.action === 'decline' && call.reason
        ? { reason: call.reason }
        : {};
  const envelope = await apiRequest<unknown>(
    `/api/v1/bookings/${encodeURIComponent(id)}/${paths[call.action]}`,
    { method: 'POST', body },
  );
  return { booking: bookingSchema.parse(envelope.data), message: envelope.message };
}

export function useChangeRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: ChangeRequestCall) => callChangeRequest(id, call),
    // Under the booking root, the parent's list is read again with every booking; an approved
    // cancellation gives money back.
    onSuccess: () =>
      Promise.all([refreshAfterBookingChange(queryClient), refreshWallet(queryClient)]),
  });
}
