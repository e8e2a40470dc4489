import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client';

/**
 * The booking's .ics, fetched with the token (a plain link would not carry it) and handed to
 * the browser as a download.
 */
export async function downloadCalendar(id: string) {
  const file = await apiFile(
    `/api/v1/bookings/${encodeURIComponent(id)}/calendar.ics`,
    'text/calendar',
  );
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `nibras-session-${id}.ics`;
  link.click();
  // After the click has been handled, so the download has its bytes.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadCalendar() {
  return useMutation({ mutationFn: downloadCalendar });
}
