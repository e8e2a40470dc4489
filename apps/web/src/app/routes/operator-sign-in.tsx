import { OperatorSignInPage } from '@/features/operator/sign-in/components/sign-in-page';

export function Component() {
  return <OperatorSignInPage />;
}
