import { BookingsPage } from '@/features/booking/components/bookings-page';

export function Component() {
  return <BookingsPage />;
}
