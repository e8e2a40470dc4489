import { useTranslation } from 'react-i18next';
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
