import { NewBookingPage } from '@/features/booking/components/new-booking-page';

export function Component() {
  return <NewBookingPage />;
}
