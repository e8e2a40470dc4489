import type { UserModel } from '@nibras/contracts/auth';
import type { UserTypeName } from '@nibras/contracts/roles';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

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
  /** True once the persisted session has been read, or the rehydrate time-out has passed. */
  rehydrated: boolean;
  setSession: (session: {
    userModel: UserModel;
    accessToken: string;
    accessTokenExpiration: string;
  }) => void;
  /** A silent refresh renews the token and keeps everything else. */
  renewAccessToken: (jwt: { accessToken: string; accessTokenExpiration: string }) => void;
  setStatus: (status: AuthStatus, error?: string | null) => void;
  /** Logout, the expiry check and clearing persisted data all return here (docs/shared/SPEC.md section 4). */
  clearSession: () => void;
};

/** The stored message of a failed login when none is given (docs/shared/SPEC.md section 4). */
export const defaultLoginError = 'Login failed';

const emptySession: SessionData & { status: AuthStatus; error: string | null } = {
  userModel: null,
  accessToken: null,
  accessTokenExpiration: null,
  userType: null,
  status: 'idle',
  error: null,
};

/** Builds a session store over any storage; the app uses localStorage, tests a slow one. */
export function createSessionStore(storage: () => StateStorage = () => localStorage) {
  return create<SessionState>()(
    persist(
      (set) => ({
        ...emptySession,
        rehydrated: false,
        setSession: ({ userModel, accessToken, accessTokenExpiration }) =>
          set({
            userModel,
            accessToken,
            accessTokenExpiration,
            userType: userModel.userType,
            status: 'succeeded',
            error: null,
          }),
        renewAccessToken: ({ accessToken, accessTokenExpiration }) =>
          set({ accessToken, accessTokenExpiration }),
        setStatus: (status, error = null) =>
          set({ status, error: status === 'failed' ? (error ?? defaultLoginError) : error }),
        clearSession: () => set(emptySession),
      }),
      {
        name: 'nibras-session',
        storage: createJSONStorage(storage),
        partialize: ({ accessToken, accessTokenExpiration, userType, userModel }) => ({
          accessToken,
          accessTokenExpiration,
          userType,
          userModel,
        }),
      },
    ),
  );
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The auth session, persisted in the browser as docs/shared/SPEC.md section 3 asks (see docs/decisions). */
export const useSession = createSessionStore();

/**
 * Whether the saved session has been read, as the store says now, in the browser and in the
 * prerender alike. (A store hook reads the store's initial state while React hydrates, which
 * would draw the loading screen over a prerendered page: docs/decisions/0020.)
 */
export function useSessionRehydrated(store: SessionStore = useSession) {
  const read = () => store.getState().rehydrated;
  return useSyncExternalStore(store.subscribe, read, read);
}

/** docs/shared/SPEC.md section 9: the app waits at most this long for the persisted session. */
export const rehydrateTimeoutMs = 5000;

/**
 * Marks the store rehydrated when the persisted session has been read, or after the time-out
 * (the app then starts logged out rather than waiting forever). Returns a clean-up function.
 */
export function startSessionRehydration(store: SessionStore = useSession) {
  const markRehydrated = () => store.setState({ rehydrated: true });
  if (store.persist.hasHydrated()) {
    markRehydrated();
    return () => {};
  }
  const timer = setTimeout(markRehydrated, rehydrateTimeoutMs);
  const stopListening = store.persist.onFinishHydration(() => {
    clearTimeout(timer);
    markRehydrated();
  });
  return () => {
    clearTimeout(timer);
    stopListening();
  };
}

/** A session is expired when its expiry time has passed or is missing (docs/shared/SPEC.md section 4). */
export function isSessionExpired(expiration: string | null, now = Date.now()) {
  if (!expiration) return true;
  const expiresAt = Date.parse(expiration);
  return Number.isNaN(expiresAt) || expiresAt <= now;
}

/**
 * The expiry check: clears a session whose token has expired. Returns true when it cleared one
 * that was in use, so the caller can tell the user.
 */
export function checkSessionExpiry(store: SessionStore = useSession, now = Date.now()) {
  const { accessToken, userModel, accessTokenExpiration } = store.getState();
  if (!accessToken && !userModel) return false;
  if (!isSessionExpired(accessTokenExpiration, now)) return false;
  store.getState().clearSession();
  return true;
}

/** How early before expiry the token is renewed, so a slow answer still arrives in time. */
export const refreshLeadMs = 60_000;

/** Milliseconds until the silent refresh is due (0 when it already is). */
export function refreshDelayMs(expiration: string, now = Date.now()) {
  return Math.max(0, Date.parse(expiration) - now - refreshLeadMs);
}
