import { BookSessionPage } from '../../features/booking/components/book-session-page';

export function Component() {
  return <BookSessionPage />;
}
