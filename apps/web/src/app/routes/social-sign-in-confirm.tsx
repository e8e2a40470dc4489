import { SocialLinkConfirmPage } from '@/features/auth/components/social-link-confirm-page';

export function Component() {
  return <SocialLinkConfirmPage />;
}
