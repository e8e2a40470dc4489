import { ContactPage } from '@/features/operator/contact/components/contact-page';

export function Component() {
  return <ContactPage />;
}
