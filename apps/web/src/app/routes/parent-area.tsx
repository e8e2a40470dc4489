import { RequireRole } from '@/features/auth/components/route-guards';

export function Component() {
  return <RequireRole role="Parent" />;
}
