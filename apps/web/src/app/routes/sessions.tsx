import { SessionsPage } from '../../features/booking/components/sessions-page';

export function Component() {
  return <SessionsPage />;
}
