import { EmailConfirmationPage } from '@/features/auth/components/email-confirmation-page';

export function Component() {
  return <EmailConfirmationPage />;
}
