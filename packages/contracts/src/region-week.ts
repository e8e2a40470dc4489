/**
 * A person's week (issue 34): its first day and its weekend, from the Unicode CLDR week data
 * that `Intl.Locale` carries. Apart from region-calendar.ts (which re-exports it) because it
 * needs neither the country list nor zod: the web app's first pages read the week without them
 * (apps/web/budget.json). Days are 0 = Sunday … 6 = Saturday, as everywhere in the app.
 */

export type WeekInfo = { firstDay: number; weekend: number[] };

/** Where CLDR has no answer (no region, or a runtime without week data): ISO 8601's week. */
const worldWeek: WeekInfo = { firstDay: 1, weekend: [6, 0] };

type LocaleWeekInfo = { firstDay: number; weekend?: number[] };
type LocaleWithWeek = Intl.Locale & {
  getWeekInfo?: () => LocaleWeekInfo;
  weekInfo?: LocaleWeekInfo;
};

/** CLDR counts 1 = Monday … 7 = Sunday; the app counts 0 = Sunday. */
const fromCldrDay = (day: number) => day % 7;

/** The week of a country ("SA" → Sunday, Friday and Saturday off), from CLDR through Intl. */
export function weekInfoOf(region: string | null | undefined): WeekInfo {
  if (!region) return worldWeek;
  try {
    const locale = new Intl.Locale(`und-${region}`) as LocaleWithWeek;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (!info) return worldWeek;
    return {
      firstDay: fromCldrDay(info.firstDay),
      weekend: (info.weekend ?? []).map(fromCldrDay),
    };
  } catch {
    return worldWeek;
  }
}

/** A person's week as the account answers it (`calendarWeekSchema` in region-calendar.ts). */
export type CalendarWeek = {
  /** The country whose week is used, chosen or from the time zone; null when neither says. */
  region: string | null;
  /** Whether the person chose the region (false: it follows their time zone). */
  regionChosen: boolean;
  /** 0 = Sunday … 6 = Saturday. */
  firstDay: number;
  weekend: number[];
};

/** The weekdays (0 = Sunday) in display order from `firstDay`. */
export function orderedWeekdays(firstDay: number): number[] {
  return Array.from({ length: 7 }, (_, offset) => (firstDay + offset) % 7);
}
