import { weekInfoOf, type CalendarWeek } from '@nibras/contracts/region-week';
import { useQuery } from '@tanstack/react-query';
import { accountQueryKey } from './preferred-language';
import { useSession } from './session';

/**
 * The person's week (first day, weekend) as their account keeps it (issue 34): the country
 * they chose on /profile, else their time zone's, as the server answers it. The account's
 * reader loads on demand, so the search page's first load stays within its budget.
 */
export function useCalendarWeek(): CalendarWeek {
  const signedIn = useSession((state) => Boolean(state.accessToken));
  const account = useQuery({
    queryKey: accountQueryKey,
    queryFn: async () => (await import('./own-account')).getOwnAccount(),
    enabled: signedIn,
  });
  return account.data?.calendar ?? browserWeek();
}

/**
 * Until the account answers, and for visitors: the week of this browser's language's region
 * ("ar" → Egypt's, "en-GB" → Britain's). The time zone's country would need the zone list,
 * which the first load does without.
 */
export function browserWeek(languages = navigator.languages): CalendarWeek {
  const region = regionOfLanguage(languages[0] ?? 'en');
  return { region, regionChosen: false, ...weekInfoOf(region) };
}

function regionOfLanguage(language: string): string | null {
  try {
    return new Intl.Locale(language).maximize().region ?? null;
  } catch {
    return null;
  }
}
