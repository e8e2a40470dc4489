import { VisitorOnly } from '@/features/auth/components/route-guards';

export function Component() {
  return <VisitorOnly />;
}
