import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '@/features/auth/api/logout';

/** The avatar menu's Logout: revoke, clear, go to /login with the toast of docs/shared/SPEC.md section 4. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => void endSession(navigate, 'user'), [navigate]);
}
