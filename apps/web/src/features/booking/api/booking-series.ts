import {
  bookingSeriesSchema,
  type CreateBookingSeriesInput,
} from '@nibras/contracts/booking-series';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshWallet } from '@/lib/wallet/query-keys';
import { refreshAfterBookingChange } from './query-keys';

/**
 * Books a weekly series (issue 34): every week at once or none. A 409 `series_conflict` names
 * each taken week's start and the nearest free time that week in its details.
 */
export async function createSeries({
  input,
  idempotencyKey,
}: {
  input: CreateBookingSeriesInput;
  idempotencyKey: string;
}) {
  const envelope = await apiRequest<unknown>('/api/v1/booking-series', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { series: bookingSeriesSchema.parse(envelope.data), message: envelope.message };
}

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    onSuccess: () =>
      Promise.all([refreshAfterBookingChange(queryClient), refreshWallet(queryClient)]),
  });
}

/** What either side does to a whole series, or the family to one week of it. */
export type SeriesChange = { action: 'confirm' | 'stop' } | { action: 'skip'; bookingId: string };

export async function changeSeries(seriesId: string, change: SeriesChange) {
  const base = `/api/v1/booking-series/${encodeURIComponent(seriesId)}`;
  const url =
    change.action === 'skip'
      ? `${base}/occurrences/${encodeURIComponent(change.bookingId)}/skip`
      : `${base}/${change.action}`;
  const envelope = await apiRequest<unknown>(url, {
    method: 'POST',
    body: {},
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  return { series: bookingSeriesSchema.parse(envelope.data), message: envelope.message };
}

export function useChangeSeries(seriesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SeriesChange) => changeSeries(seriesId, change),
    onSuccess: () =>
      Promise.all([refreshAfterBookingChange(queryClient), refreshWallet(queryClient)]),
  });
}
