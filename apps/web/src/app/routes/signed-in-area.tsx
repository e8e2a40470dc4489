import { RequireLogin } from '@/features/auth/components/route-guards';

export function Component() {
  return <RequireLogin />;
}
