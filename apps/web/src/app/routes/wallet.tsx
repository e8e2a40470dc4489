import { WalletPage } from '@/features/wallet/components/wallet-page';

export function Component() {
  return <WalletPage />;
}
