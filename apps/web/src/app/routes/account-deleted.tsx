import { AccountDeletedPage } from '@/features/account/components/account-deleted-page';

export function Component() {
  return <AccountDeletedPage />;
}
