import type { Booking } from '@nibras/contracts/booking';
import { useSession } from '@/lib/session';

/** Whether the signed-in user is the booking's tutor (else its family). */
export function useIsTutorOf(booking: Pick<Booking, 'tutor'>) {
  return useSession((state) => state.userModel?.id === booking.tutor.id);
}
