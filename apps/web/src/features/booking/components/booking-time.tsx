import { useTranslation } from 'react-i18next';
import { hijriDate } from '@/lib/hijri-date';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { mutedClass } from './styles';

/** When a booking runs, in the viewer's clock, and in the tutor's beside it when they differ. */
export function BookingTime({
  start,
  end,
  tutorZone,
}: {
  start: string;
  end: string;
  tutorZone: string;
}) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  return (
    <>
      <time dateTime={start} className="block">
        {format.span(start, end)}
      </time>
      {/* In Arabic the Umm al-Qura date stands beside the Gregorian one (issue 34). */}
      {format.language === 'ar' && (
        <span className={`${mutedClass} block`}>
          {hijriDate(new Date(start), format.language, format.viewerZone)}
        </span>
      )}
      {tutorZone !== format.viewerZone && (
        <span className={`${mutedClass} block`}>
          {t('session.tutorTime', {
            time: format.clockSpan(start, end, tutorZone),
            zone: tutorZone,
          })}
        </span>
      )}
    </>
  );
}
