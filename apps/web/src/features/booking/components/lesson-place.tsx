import { genderContext } from '@nibras/contracts/address-as';
import type { Booking } from '@nibras/contracts/booking';
import { ExternalLink, Lock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsTutorOf } from '@/features/booking/hooks/use-is-tutor-of';
import { mapsUrlOf, useLessonPlaceText } from '@/features/booking/lesson-place-text';
import { mutedClass, textLinkClass } from './styles';

/**
 * Where a lesson is: online, or in person with its area; the whole address only when the answer
 * carries it (the API decides who may read it and when), with a link to open it in a maps app.
 */
export function LessonPlace({ booking }: { booking: Booking }) {
  const { t } = useTranslation('booking');
  const placeText = useLessonPlaceText();
  const asTutor = useIsTutorOf(booking);
  if (booking.mode === 'online') return <>{placeText(booking)}</>;
  const { address } = booking;
  const context = genderContext(booking.tutor.addressAs);
  const atTutorPlace = booking.place === 'tutor-place';
  const hidden = asTutor
    ? t('place.hiddenFromTutor')
    : atTutorPlace
      ? t('place.tutorPlaceHidden', { context })
      : null;
  return (
    <span className="flex flex-col gap-1">
      <span className="inline-flex items-center gap-1.5">
        <MapPin aria-hidden className="size-4 shrink-0 text-emerald-700 dark:text-emerald-300" />
        {placeText(booking)}
      </span>
      <span className={mutedClass}>
        {atTutorPlace ? t('place.atTutorPlace', { context }) : t('place.atFamilyHome')}
      </span>
      {address ? (
        <>
          <address className="not-italic">
            <bdi dir="auto" className="block">
              {address.street}
            </bdi>
            <bdi dir="auto" className="block">
              {address.building}
            </bdi>
            {address.notes && (
              <bdi dir="auto" className={`${mutedClass} block whitespace-pre-line`}>
                {address.notes}
              </bdi>
            )}
          </address>
          <a
            href={mapsUrlOf(address)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${textLinkClass} inline-flex items-center gap-1 text-sm`}
          >
            {t('place.openInMaps')}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">{t('place.newTab')}</span>
          </a>
        </>
      ) : (
        hidden && (
          <span className={`${mutedClass} inline-flex items-start gap-1.5`}>
            <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
            {hidden}
          </span>
        )
      )}
    </span>
  );
}
