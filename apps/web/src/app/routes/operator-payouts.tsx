import { PayoutsPage } from '@/features/operator/payouts/components/payouts-page';

export function Component() {
  return <PayoutsPage />;
}
