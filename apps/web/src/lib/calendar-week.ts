import { accountProfileSchema } from '@nibras/contracts/account';
import { calendarWeekOf, type CalendarWeek } from '@nibras/contracts/region-calendar';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { accountQueryKey } from './preferred-language';
import { useSession } from './session';
import { viewerTimeZone } from './zoned-time';

/** The signed-in person's own account (GET /api/v1/account), as /profile shows it. */
export async function getOwnAccount() {
  const envelope = await apiRequest<unknown>('/api/v1/account');
  return accountProfileSchema.parse(envelope.data);
}

/**
 * The person's week (first day, weekend) as their account keeps it (issue 34): the country
 * they chose on /profile, else their time zone's. Until the account answers, and for visitors,
 * the week of this browser's zone's country.
 */
export function useCalendarWeek(): CalendarWeek {
  const signedIn = useSession((state) => Boolean(state.accessToken));
  const account = useQuery({
    queryKey: accountQueryKey,
    queryFn: getOwnAccount,
    enabled: signedIn,
  });
  return account.data?.calendar ?? calendarWeekOf(null, viewerTimeZone());
}
