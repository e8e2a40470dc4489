import { ProfilePage } from '../../features/account/components/profile-page';

export function Component() {
  return <ProfilePage />;
}
