import { NotificationsPage } from '@/features/notifications/components/notifications-page';

export function Component() {
  return <NotificationsPage />;
}
