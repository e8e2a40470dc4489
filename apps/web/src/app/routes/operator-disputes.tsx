import { DisputesPage } from '@/features/operator/disputes/components/disputes-page';

export function Component() {
  return <DisputesPage />;
}
