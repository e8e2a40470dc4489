import { EmailChangePage } from '@/features/account/components/email-change-page';

export function Component() {
  return <EmailChangePage />;
}
