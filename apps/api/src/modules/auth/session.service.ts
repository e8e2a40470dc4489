import type { LoginResponse } from '@nibras/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../plugins/envelope';
import { operatorSessionHours, signAccessToken } from '../../plugins/auth';
import { deleteDeviceByEndpoint } from '../notifications/notifications.repo';
import { findUserByEmail, findUserById } from './auth.repo';
import { verifyPassword } from './passwords';
import {
  issueRefreshToken,
  revokeFamilyOf,
  rotateRefreshToken,
  type IssuedRefreshToken,
} from './refresh-tokens';
import { toUserModel } from './user-model';

export type Session = LoginResponse & { refresh: IssuedRefreshToken };

async function sessionFor(
  app: FastifyInstance,
  user: UserRow,
  refresh: IssuedRefreshToken,
  secondFactorAt: Date | null,
) {
  const jwtResult = await signAccessToken(app.config.jwtSecret, {
    id: user.id,
    userType: user.userType,
    accessVersion: user.accessVersion,
    sessionId: refresh.familyId,
    ...(secondFactorAt ? { secondFactorAt } : {}),
  });
  return { userModel: toUserModel(user, app.config.jwtSecret), jwtResult, refresh };
}

export type LoginOutcome =
  | { outcome: 'signed_in'; session: Session }
  | { outcome: 'wrong_credentials' }
  | { outcome: 'not_confirmed' }
  | { outcome: 'operator' }
  | { outcome: 'suspended' };

/**
 * Checks the password (an unknown address costs the same hash as a wrong password) and, for a
 * confirmed account, starts a new session: an access token and a new refresh token family.
 */
export async function login(
  app: FastifyInstance,
  input: { email: string; password: string },
): Promise<LoginOutcome> {
  const user = await findUserByEmail(app.db, input.email);
  const matches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !matches) return { outcome: 'wrong_credentials' };
  // Said only after the password matched, so it reveals nothing to someone guessing addresses.
  if (!user.emailConfirmedAt) return { outcome: 'not_confirmed' };
  if (user.suspendedAt) return { outcome: 'suspended' };
  // A password alone never signs an operator in: their sign-in asks for the second factor.
  if (user.userType === 'Operator') return { outcome: 'operator' };
  return { outcome: 'signed_in', session: await startSession(app, user) };
}

/**
 * A new session for a user who has proved who they are (a password, or a provider's sign-in):
 * an access token and a new refresh token family. An operator's needs the time their second
 * factor was checked: without it, no operator session starts, whatever the caller. `db` is the
 * caller's transaction, when the session must commit with what it records.
 */
export async function startSession(
  app: FastifyInstance,
  user: UserRow,
  options: { secondFactorAt?: Date; db?: DbExecutor } = {},
): Promise<Session> {
  // Every way in passes here: a suspended account gets no session (decision 0026).
  if (user.suspendedAt) throw new AppError(403, 'account_suspended');
  const secondFactorAt = options.secondFactorAt ?? null;
  if (user.userType === 'Operator' && !secondFactorAt) {
    throw new AppError(403, 'operator_sign_in_required');
  }
  const refresh = await issueRefreshToken(options.db ?? app.db, user.id, undefined, {
    now: app.clock.now(),
    secondFactorAt,
  });
  return sessionFor(app, user, refresh, secondFactorAt);
}

/** An operator's session ends 12 hours after the second factor, refreshed or not. */
function operatorSessionOver(secondFactorAt: Date | null, now: Date): boolean {
  return (
    !secondFactorAt || now.getTime() - secondFactorAt.getTime() > operatorSessionHours * 3600_000
  );
}

/** Swaps a refresh token for the next one of its family and a fresh access token. */
export async function refreshSession(app: FastifyInstance, token: string): Promise<Session> {
  const rotation = await app.db.transaction((tx) =>
    rotateRefreshToken(tx, token, { key: app.config.jwtSecret, now: app.clock.now() }),
  );
  if (rotation.outcome !== 'rotated') {
    if (rotation.outcome === 'reused') {
      app.log.warn('refresh token reused: family revoked');
      // The family's access tokens end too, in every process.
      await app.accountAccess.changed([rotation.userId]);
    }
    throw new AppError(401, 'session_expired');
  }
  const user = await findUserById(app.db, rotation.userId);
  if (!user) throw new AppError(401, 'session_expired');
  if (user.suspendedAt) throw new AppError(401, 'account_suspended');
  if (
    user.userType === 'Operator' &&
    operatorSessionOver(rotation.secondFactorAt, app.clock.now())
  ) {
    await revokeFamilyOf(app.db, rotation.next.token);
    throw new AppError(401, 'session_expired');
  }
  return sessionFor(app, user, rotation.next, rotation.secondFactorAt);
}

/** Ends this device's session: its refresh token family and, in every process, its access tokens. */
/**
 * Ends this device's session, and its pushes: the next person on a shared device must not
 * receive this one's messages and lessons on the lock screen.
 */
export async function logout(
  app: FastifyInstance,
  token: string | undefined,
  pushEndpoint: string | undefined,
) {
  if (!token) return;
  const userId = await revokeFamilyOf(app.db, token);
  if (!userId) return;
  if (pushEndpoint) await deleteDeviceByEndpoint(app.db, userId, pushEndpoint);
  await app.accountAccess.changed([userId]);
}
