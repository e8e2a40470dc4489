import { MoneyPage } from '@/features/payouts/components/money-page';

export function Component() {
  return <MoneyPage />;
}
