import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../db/client';
import { accessOf, incrementAccessVersion, sessionTokenCounts } from './account-access.repo';

/**
 * Whether an access token's account may still act (decision 0026): each request compares the
 * token's `ver` claim with the account's access version, refuses a suspended or deleted
 * account, and refuses a token whose session (`sid`, the refresh-token family) has ended.
 * Answers are cached per process and dropped in every process, through the live-update fan-out,
 * as soon as an account's access changes; a process that lost the fan-out for a while forgets
 * them all.
 */
export interface AccountAccess {
  /**
   * True when a token of this version, issued for this session (refresh-token family), may still
   * act for the account: the account is active, the version current and the session not ended.
   */
  allows(userId: string, version: number, sessionId: string): Promise<boolean>;
  /** Forget what this and every other process knows of these accounts: call after the commit. */
  changed(userIds: string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountAccess: AccountAccess;
  }
}

type AccessState = {
  version: number;
  active: boolean;
  /** Whether each session (refresh-token family) asked about is still open. */
  sessions: Map<string, boolean>;
};

/** The live-update type that says an account's access changed. */
const accessChanged = 'account_access';
/** Enough for every account active in a busy hour; the oldest entries leave first. */
const cacheLimit = 20_000;
/** Sessions remembered per account: a person signs in on a few devices. */
const sessionsPerAccount = 20;

/**
 * Ends every access token the account holds, in the caller's transaction: suspension, deletion
 * and signing out everywhere raise the version. Call `accountAccess.changed` after the commit,
 * as after revoking a session (logout, password change or reset).
 */
export async function raiseAccessVersion(db: DbExecutor, userId: string): Promise<void> {
  await incrementAccessVersion(db, userId);
}

async function accessStateOf(db: DbExecutor, userId: string): Promise<AccessState> {
  const row = await accessOf(db, userId);
  if (!row) return { version: -1, active: false, sessions: new Map() };
  return { version: row.version, active: !row.suspendedAt && !row.deletedAt, sessions: new Map() };
}

/**
 * A session is open while its family has tokens of this account and none is revoked: logout,
 * a password change or reset, and a reused refresh token revoke the whole family at once.
 */
async function sessionIsOpen(db: DbExecutor, userId: string, sessionId: string) {
  const row = await sessionTokenCounts(db, userId, sessionId);
  return !!row && row.tokens > 0 && row.revoked === 0;
}

export const accountAccessPlugin = fp(
  async (app: FastifyInstance) => {
    const known = new Map<string, AccessState>();
    // Counts what was forgotten: a read that a change overtook is answered, not kept.
    let forgotten = 0;
    const forget = (userIds: string[]) => {
      forgotten += 1;
      userIds.forEach((id) => known.delete(id));
    };
    const stopListening = app.liveUpdates.subscribe((update) => {
      if (update.type === accessChanged) forget(update.userIds);
    });
    const stopResync = app.liveUpdates.onResync(() => known.clear());
    app.addHook('onClose', async () => {
      stopListening();
      stopResync();
    });

    app.decorate('accountAccess', {
      async allows(userId, version, sessionId) {
        let state = known.get(userId);
        if (!state) {
          const before = forgotten;
          state = await accessStateOf(app.db, userId);
          if (before === forgotten) {
            if (known.size >= cacheLimit) known.delete(known.keys().next().value as string);
            known.set(userId, state);
          }
        }
        if (!state.active || state.version !== version) return false;
        let open = state.sessions.get(sessionId);
        if (open === undefined) {
          open = await sessionIsOpen(app.db, userId, sessionId);
          // Not cached when the account's answers were forgotten meanwhile (a change raced it).
          if (known.get(userId) !== state) return open;
          if (state.sessions.size >= sessionsPerAccount) {
            state.sessions.delete(state.sessions.keys().next().value as string);
          }
          state.sessions.set(sessionId, open);
        }
        return open;
      },
      async changed(userIds) {
        if (userIds.length === 0) return;
        forget(userIds);
        await app.liveUpdates.publish({ type: accessChanged, userIds, payload: {} });
      },
    } satisfies AccountAccess);
  },
  { name: 'account-access', dependencies: ['live-updates'] },
);
