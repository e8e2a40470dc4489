import type { UserModel, UserTypeName } from '@nibras/contracts/auth';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type AuthStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

type SessionData = {
  userModel: UserModel | null;
  accessToken: string | null;
  accessTokenExpiration: string | null;
  userType: UserTypeName | null;
};

type SessionState = SessionData & {
  status: AuthStatus;
  error: string | null;
  setSession: (session: {
    userModel: UserModel;
    accessToken: string;
    accessTokenExpiration: string;
  }) => void;
  setStatus: (status: AuthStatus, error?: string | null) => void;
  /** Logout, the expiry check and clearing persisted data all return here (SPEC.md section 4). */
  clearSession: () => void;
};

const emptySession: SessionData & { status: AuthStatus; error: string | null } = {
  userModel: null,
  accessToken: null,
  accessTokenExpiration: null,
  userType: null,
  status: 'idle',
  error: null,
};

/** The auth session, persisted in the browser as SPEC.md section 3 asks (see docs/decisions). */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...emptySession,
      setSession: ({ userModel, accessToken, accessTokenExpiration }) =>
        set({
          userModel,
          accessToken,
          accessTokenExpiration,
          userType: userModel.userType,
          status: 'succeeded',
          error: null,
        }),
      setStatus: (status, error = null) => set({ status, error }),
      clearSession: () => set(emptySession),
    }),
    {
      name: 'nibras-session',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ accessToken, accessTokenExpiration, userType, userModel }) => ({
        accessToken,
        accessTokenExpiration,
        userType,
        userModel,
      }),
    },
  ),
);
