import { countryOfTimeZone, isKnownTimeZone } from '@nibras/contracts/time-zones';

/**
 * The zones our families and tutors most often live in, in the order the select offers them
 * after the browser's own: the Gulf, the Levant and Iraq, Egypt and Sudan, the Maghreb.
 */
export const likelyTimeZones = [
  'Asia/Riyadh',
  'Asia/Dubai',
  'Asia/Qatar',
  'Asia/Kuwait',
  'Asia/Bahrain',
  'Asia/Muscat',
  'Asia/Amman',
  'Asia/Beirut',
  'Asia/Damascus',
  'Asia/Hebron',
  'Asia/Baghdad',
  'Africa/Cairo',
  'Africa/Khartoum',
  'Africa/Casablanca',
  'Africa/Algiers',
  'Africa/Tunis',
  'Africa/Tripoli',
] as const;

/** The first part of an IANA name: the region a zone is grouped under. */
export const timeZoneRegions = [
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
  'Other',
] as const;
export type TimeZoneRegion = (typeof timeZoneRegions)[number];

export type TimeZoneOption = { zone: string; label: string; offsetMinutes: number };
export type TimeZoneGroup = { region: TimeZoneRegion | 'likely'; options: TimeZoneOption[] };

const isolate = (text: string) => `\u2066${text}\u2069`;

function zoneName(zone: string, language: string, style: 'longGeneric' | 'longOffset', now: Date) {
  return (
    new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: style })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}

/** "+03:00" → 180; "GMT" alone is UTC. */
function offsetOf(zone: string, now: Date): number {
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zoneName(zone, 'en', 'longOffset', now));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function offsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  const minutes = String(absolute % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${minutes}`;
}

function regionOf(zone: string): TimeZoneRegion {
  const first = zone.split('/')[0] as TimeZoneRegion;
  return zone.includes('/') && timeZoneRegions.includes(first) ? first : 'Other';
}

/**
 * One zone as people know it, in the reader's language: the country, the zone's own name, and
 * its offset today ("المملكة العربية السعودية – التوقيت العربي الرسمي (UTC+03:00)"). The offset is
 * a left-to-right isolate so "+03:00" keeps its sign in place in Arabic.
 */
export function timeZoneOption(
  zone: string,
  language: string,
  now: Date,
  regionNames = new Intl.DisplayNames([language], { type: 'region' }),
): TimeZoneOption {
  if (!isKnownTimeZone(zone)) return { zone, label: zone, offsetMinutes: 0 };
  const country = countryOfTimeZone(zone);
  const countryName = country ? regionNames.of(country) : undefined;
  const generic = zoneName(zone, language, 'longGeneric', now);
  const offsetMinutes = offsetOf(zone, now);
  const name =
    countryName && !generic.includes(countryName) ? `${countryName} – ${generic}` : generic;
  return { zone, label: `${name} (${isolate(offsetText(offsetMinutes))})`, offsetMinutes };
}

/**
 * Every zone this browser knows, most likely first (the browser's own zone and the chosen one,
 * then likelyTimeZones), then by region from west to east. Zones a reader could not tell apart
 * (the same country, name and offset, like the many zones of Indiana) are offered once; the
 * chosen zone is always listed, even if this browser does not know it.
 */
export function timeZoneGroups({
  language,
  current,
  browserZone,
  now = new Date(),
}: {
  language: string;
  current: string;
  browserZone: string;
  now?: Date;
}): TimeZoneGroup[] {
  const likely = [...new Set([current, browserZone, ...likelyTimeZones])];
  const regionNames = new Intl.DisplayNames([language], { type: 'region' });
  const option = (zone: string) => timeZoneOption(zone, language, now, regionNames);
  const likelyOptions = likely.map(option);
  const seenLabels = new Set(likelyOptions.map((option) => option.label));
  const byRegion = new Map<TimeZoneRegion, TimeZoneOption[]>();
  for (const zone of [...Intl.supportedValuesOf('timeZone'), 'UTC']) {
    if (likely.includes(zone)) continue;
    const offered = option(zone);
    if (seenLabels.has(offered.label)) continue;
    seenLabels.add(offered.label);
    const region = regionOf(zone);
    byRegion.set(region, [...(byRegion.get(region) ?? []), offered]);
  }
  const collator = new Intl.Collator(language);
  const regions = timeZoneRegions.flatMap((region) => {
    const options = byRegion.get(region);
    if (!options) return [];
    options.sort((a, b) => a.offsetMinutes - b.offsetMinutes || collator.compare(a.label, b.label));
    return [{ region, options }];
  });
  return [{ region: 'likely', options: likelyOptions }, ...regions];
}
