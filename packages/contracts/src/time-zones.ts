import { getTimezone } from 'countries-and-timezones';

/**
 * The zones Intl has accepted: a search checks its zone on every request, and making a
 * formatter costs more than the rest of the check. Only known zones are kept, so the set is
 * bounded by the time-zone database, whatever is asked.
 */
const knownZones = new Set<string>();

/** True for a zone this runtime's time-zone database knows ("Asia/Riyadh"); Intl is the judge. */
export function isKnownTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  if (!zone.includes('/') && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

/** The country a zone belongs to ("Asia/Riyadh" → "SA"), or undefined for UTC and the like. */
export function countryOfTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  return getTimezone(zone)?.countries[0];
}
