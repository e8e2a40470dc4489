/** Names the weekdays (0 = Sunday … 6 = Saturday) in a language, from Intl: "Sunday", "الأحد". */
export function weekdayNamer(language: string) {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 7 January 2024 was a Sunday.
  return (weekday: number) => format.format(new Date(Date.UTC(2024, 0, 7 + weekday)));
}
