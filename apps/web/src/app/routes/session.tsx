import { SessionPage } from '../../features/booking/components/session-page';
import { MessageButton } from '../../features/messaging/components/message-button';

export function Component() {
  return (
    <SessionPage
      messageAction={(bookingId, asTutor) => (
        <MessageButton bookingId={bookingId} asTutor={asTutor} />
      )}
    />
  );
}
