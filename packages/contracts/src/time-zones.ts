import { getTimezone } from 'countries-and-timezones';

/** True for a zone this runtime's time-zone database knows ("Asia/Riyadh"); Intl is the judge. */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone.includes('/') && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The country a zone belongs to ("Asia/Riyadh" → "SA"), or undefined for UTC and the like. */
export function countryOfTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  return getTimezone(zone)?.countries[0];
}
