import { ProfilePage } from '@/features/account/components/profile-page';
import { PushDevices } from '@/features/notifications/components/push-devices';

export function Component() {
  return <ProfilePage devices={<PushDevices showChoicesLink />} />;
}
