import { SocialSignInPage } from '@/features/auth/components/social-sign-in-page';

export function Component() {
  return <SocialSignInPage />;
}
