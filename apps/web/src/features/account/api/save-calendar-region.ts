import { accountProfileSchema } from '@nibras/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountQueryKey } from '@/lib/preferred-language';

/** The country whose week the person's calendars follow; null follows their time zone again. */
export async function saveCalendarRegion(calendarRegion: string | null) {
  const envelope = await apiRequest<unknown>('/api/v1/account', {
    method: 'PATCH',
    body: { calendarRegion },
  });
  return accountProfileSchema.parse(envelope.data);
}

/** Every week view reads the account (lib/calendar-week.ts), so they follow the saved answer. */
export function useSaveCalendarRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCalendarRegion,
    onSuccess: (account) => queryClient.setQueryData(accountQueryKey, account),
  });
}
