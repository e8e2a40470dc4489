import { configureApiAuth } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { loginPath } from './login-path';
import { endSession, logoutPath } from './logout';

type Navigate = (to: string, options: { replace: boolean }) => unknown;

/**
 * Gives every API call the stored access token, and ends the session on any 401 but the login's
 * (docs/shared/SPEC.md section 8). Installed when the router is created, before any page can call the API.
 */
export function installApiAuth(navigate: Navigate) {
  let ending = false;
  configureApiAuth({
    accessToken: () => useSession.getState().accessToken,
    onUnauthorized: (path) => {
      // A wrong password is not a lost session, and logout's own 401 must not loop.
      if (path === loginPath || path === logoutPath || ending) return;
      const { accessToken, userModel } = useSession.getState();
      // A visitor has no session to end; the failing call shows its own error.
      if (!accessToken && !userModel) return;
      ending = true;
      void endSession(navigate, 'expired').finally(() => {
        ending = false;
      });
    },
  });
}
