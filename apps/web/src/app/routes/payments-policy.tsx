import { PaymentsPolicyPage } from '@/features/legal/components/payments-policy-page';

export function Component() {
  return <PaymentsPolicyPage />;
}
