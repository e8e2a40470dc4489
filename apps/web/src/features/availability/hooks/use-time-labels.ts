import { timeOfMinutes } from '@nibras/contracts/availability';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayNamer } from '@/lib/weekday-names';

const stepMinutes = 30;

/**
 * Times of day every half hour, "24:00" included to close a day, each with a label in the
 * reader's language and clock ("9:00 AM", "٩:٠٠ ص"). Weekday names come from Intl too.
 */
export function useTimeLabels() {
  const { t, i18n } = useTranslation('availability');
  const language = i18n.resolvedLanguage ?? 'en';
  const midnight = t('midnight');
  return useMemo(() => {
    const timeFormat = new Intl.DateTimeFormat(language, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    const label = (minutes: number) =>
      timeFormat.format(new Date(Date.UTC(2024, 0, 1, 0, minutes)));
    const times = Array.from({ length: (24 * 60) / stepMinutes + 1 }, (_, index) => {
      const minutes = index * stepMinutes;
      return {
        value: timeOfMinutes(minutes),
        label: minutes === 24 * 60 ? midnight : label(minutes),
      };
    });
    return { times, weekdayName: weekdayNamer(language) };
  }, [language, midnight]);
}
