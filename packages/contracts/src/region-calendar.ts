import { getAllCountries, getCountry } from 'countries-and-timezones';
import { z } from 'zod';
import { weekInfoOf, type CalendarWeek } from './region-week';
import { countryOfTimeZone } from './time-zones';

export { orderedWeekdays, weekInfoOf, type CalendarWeek, type WeekInfo } from './region-week';

/**
 * The region's calendar (issue 34): which day a person's week starts on and which days are its
 * weekend, from the Unicode CLDR week data that `Intl.Locale` carries, and the months of the
 * Umm al-Qura (Saudi) Hijri calendar, from `Intl.DateTimeFormat`'s `islamic-umalqura`. Days are
 * 0 = Sunday … 6 = Saturday, the JavaScript convention, as everywhere in the app.
 */

/** An ISO 3166-1 alpha-2 country code, upper case ("SA"). */
export const regionSchema = z
  .string({ error: 'validation.selectionInvalid' })
  .regex(/^[A-Z]{2}$/, 'validation.selectionInvalid')
  .refine((code) => getCountry(code) !== null, 'validation.selectionInvalid');

/** Every country a person may choose as their calendar region, by code ("AE", "EG", …). */
export function calendarRegions(): string[] {
  return Object.keys(getAllCountries()).sort();
}

/** A person's region: the one they chose, else their time zone's country, else none. */
export function regionOf(chosen: string | null | undefined, timeZone: string | undefined) {
  return chosen ?? countryOfTimeZone(timeZone) ?? null;
}

/** What the account answers about the person's week (`GET /api/v1/account`'s `calendar`). */
export const calendarWeekSchema = z.object({
  /** The country whose week is used, chosen or from the time zone; null when neither says. */
  region: z.string().nullable(),
  /** Whether the person chose the region (false: it follows their time zone). */
  regionChosen: z.boolean(),
  /** 0 = Sunday … 6 = Saturday. */
  firstDay: z.number().int().min(0).max(6),
  weekend: z.array(z.number().int().min(0).max(6)),
}) satisfies z.ZodType<CalendarWeek>;

export function calendarWeekOf(chosen: string | null, timeZone: string): CalendarWeek {
  const region = regionOf(chosen, timeZone);
  return { region, regionChosen: chosen !== null, ...weekInfoOf(region) };
}

// --- Umm al-Qura --------------------------------------------------------------------------

const dayMs = 86_400_000;
const hijriFormat = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

export type HijriDate = { year: number; month: number; day: number };

/**
 * A function of a date whose answers are kept across calls: formatToParts is slow next to the
 * rest of a slots request, which asks about the same few dozen dates again and again, and a
 * search asks whether each of its dates is in Ramadan for every zone and shift. Past the
 * bound, the oldest answer goes first.
 */
function keptAnswers<T>(read: (key: string) => T, kept = 20_000): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = read(key);
    if (answers.size >= kept) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer;
  };
}

/** A Gregorian date ("2026-02-18") in the Umm al-Qura calendar ({ 1447, 9, 1 }). */
export const hijriOf: (isoDate: string) => HijriDate = keptAnswers(readHijri);

function readHijri(isoDate: string): HijriDate {
  const parts = hijriFormat.formatToParts(new Date(`${isoDate}T12:00:00Z`));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  // The year part reads "1447" (with the era apart) on every runtime we run on.
  return { year: part('year'), month: part('month'), day: part('day') };
}

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Ramadan of a Hijri year as Gregorian dates, first and last day inclusive: the dates whose
 * Umm al-Qura month is 9. Found from an estimate (a Hijri year is about 354.37 days from
 * 1 Muharram 1 AH, 16 July 622) and a walk of a few weeks either side, so no table is kept.
 */
export function ramadanOf(hijriYear: number): { start: string; end: string } {
  const epoch = Date.UTC(622, 6, 16);
  const estimate = epoch + Math.round((hijriYear - 1) * 354.367 + 236) * dayMs;
  let start: number | undefined;
  for (let day = estimate - 40 * dayMs; day <= estimate + 40 * dayMs; day += dayMs) {
    const hijri = hijriOf(isoOf(day));
    if (hijri.year === hijriYear && hijri.month === 9) {
      start = day;
      break;
    }
  }
  if (start === undefined) throw new Error(`No Ramadan found for ${hijriYear} AH`);
  let end = start;
  while (hijriOf(isoOf(end + dayMs)).month === 9) end += dayMs;
  return { start: isoOf(start), end: isoOf(end) };
}

/** How far a tutor may move Ramadan from Umm al-Qura's dates (a sighting a day either side). */
export const ramadanShiftChoices = [-1, 0, 1] as const;
export const ramadanShiftSchema = z
  .number({ error: 'validation.selectionInvalid' })
  .refine(
    (value) => (ramadanShiftChoices as readonly number[]).includes(value),
    'validation.selectionInvalid',
  );

const ramadanDates = keptAnswers((dateAndShift) => {
  const [isoDate, shiftDays] = dateAndShift.split('/');
  const day = Date.parse(`${isoDate}T00:00:00Z`) - Number(shiftDays) * dayMs;
  return hijriOf(isoOf(day)).month === 9;
});

/** True when a local date is in Ramadan by Umm al-Qura moved by `shiftDays` (+1: a day later). */
export function isRamadanDate(isoDate: string, shiftDays = 0): boolean {
  return ramadanDates(`${isoDate}/${shiftDays}`);
}

/** The Ramadan that contains a date or comes next after it, moved by `shiftDays`. */
export function ramadanAround(isoDate: string, shiftDays = 0): { start: string; end: string } {
  const move = (date: string) => isoOf(Date.parse(`${date}T00:00:00Z`) + shiftDays * dayMs);
  const { year } = hijriOf(isoDate);
  for (const candidate of [year, year + 1]) {
    const range = ramadanOf(candidate);
    const moved = { start: move(range.start), end: move(range.end) };
    if (moved.end >= isoDate) return moved;
  }
  throw new Error(`No Ramadan found after ${isoDate}`);
}
