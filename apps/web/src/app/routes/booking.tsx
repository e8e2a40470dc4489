import { BookingDetailPage } from '@/features/booking/components/booking-detail-page';
import { MessageButton } from '@/features/messaging/components/message-button';

export function Component() {
  return (
    <BookingDetailPage
      messageAction={(bookingId, asTutor) => (
        <MessageButton bookingId={bookingId} asTutor={asTutor} />
      )}
    />
  );
}
