import { RequestResetPage } from '@/features/auth/components/request-reset-page';

export function Component() {
  return <RequestResetPage />;
}
