import { RequireRole } from '@/features/auth/components/route-guards';

/** The operators' console: signed in with the second factor, or sent to its own sign-in. */
export function Component() {
  return <RequireRole role="Operator" signInPath="/operator/sign-in" />;
}
