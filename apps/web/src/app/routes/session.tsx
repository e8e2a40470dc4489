import { SessionPage } from '../../features/booking/components/session-page';

export function Component() {
  return <SessionPage />;
}
