import type { Booking } from '@nibras/contracts/booking';
import type { Address } from '@nibras/contracts/in-person';
import { useTranslation } from 'react-i18next';

/** A booking's place in one line: "Online", or "In person · Al Olaya, Riyadh". */
export function useLessonPlaceText() {
  const { t } = useTranslation('booking');
  return (booking: Pick<Booking, 'mode' | 'area'>) =>
    booking.mode === 'online'
      ? t('place.online')
      : booking.area
        ? t('place.inPersonIn', {
            area: `${booking.area.name}${t('place.separator')}${booking.area.cityName}`,
          })
        : t('place.inPerson');
}

/**
 * A link that opens the address in the phone's maps app (or the web map): a maps search of the
 * address's text, which every maps app reads; there are no coordinates to give.
 */
export function mapsUrlOf(address: Address) {
  const query = [address.street, address.building, address.areaName, address.cityName]
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
