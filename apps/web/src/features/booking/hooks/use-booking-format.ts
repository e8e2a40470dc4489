import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clockFormat, viewerTimeZone } from '@/lib/zoned-time';

type SubjectNames = { nameEn: string; nameAr: string };

/** Times, lengths and subject names of a booking, in the reader's language, through Intl (prices: lib/money). */
export function useBookingFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const viewerZone = viewerTimeZone();
    const dayAndTime = (timeZone: string) =>
      new Intl.DateTimeFormat(language, {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        hour: 'numeric',
        minute: '2-digit',
      });
    return {
      language,
      viewerZone,
      /** "Monday 2 June, 9:00 AM" in `timeZone` (the viewer's by default). */
      when: (iso: string, timeZone = viewerZone) => dayAndTime(timeZone).format(new Date(iso)),
      /** "Monday 2 June, 9:00 – 10:00 AM". */
      span: (start: string, end: string, timeZone = viewerZone) =>
        dayAndTime(timeZone).formatRange(new Date(start), new Date(end)),
      clock: (iso: string, timeZone = viewerZone) =>
        clockFormat(language, timeZone).format(new Date(iso)),
      clockSpan: (start: string, end: string, timeZone = viewerZone) =>
        clockFormat(language, timeZone).formatRange(new Date(start), new Date(end)),
      minutes: (count: number) =>
        new Intl.NumberFormat(language, {
          style: 'unit',
          unit: 'minute',
          unitDisplay: 'long',
        }).format(count),
      subjectName: (subject: SubjectNames) => (language === 'ar' ? subject.nameAr : subject.nameEn),
    };
  }, [language]);
}
