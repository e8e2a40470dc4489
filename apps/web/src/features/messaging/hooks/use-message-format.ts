import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Times of messages in the reader's language and the browser's time zone. */
export function useMessageFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
    const dayAndTime = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    });
    const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
    return {
      /** Today's messages show the time only; older ones the day too. */
      when: (iso: string, now = new Date()) => {
        const date = new Date(iso);
        return (sameDay(date, now) ? time : dayAndTime).format(date);
      },
    };
  }, [language]);
}
