import { BookedPage } from '@/features/booking/components/booked-page';

export function Component() {
  return <BookedPage />;
}
