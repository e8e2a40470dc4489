import { ReceiptPage } from '@/features/wallet/components/receipt-page';

export function Component() {
  return <ReceiptPage />;
}
