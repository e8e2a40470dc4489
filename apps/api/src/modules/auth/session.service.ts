import type { LoginResponse } from '@nibras/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../plugins/envelope';
import { signAccessToken } from '../../plugins/auth';
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

async function sessionFor(app: FastifyInstance, user: UserRow, refresh: IssuedRefreshToken) {
  const jwtResult = await signAccessToken(app.config.jwtSecret, {
    id: user.id,
    userType: user.userType,
  });
  return { userModel: toUserModel(user, app.config.jwtSecret), jwtResult, refresh };
}

export type LoginOutcome =
  | { outcome: 'signed_in'; session: Session }
  | { outcome: 'wrong_credentials' }
  | { outcome: 'not_confirmed' };

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
  return { outcome: 'signed_in', session: await startSession(app, user) };
}

/**
 * A new session for a user who has proved who they are (a password, or a provider's sign-in):
 * an access token and a new refresh token family.
 */
export async function startSession(app: FastifyInstance, user: UserRow): Promise<Session> {
  const refresh = await issueRefreshToken(app.db, user.id);
  return sessionFor(app, user, refresh);
}

/** Swaps a refresh token for the next one of its family and a fresh access token. */
export async function refreshSession(app: FastifyInstance, token: string): Promise<Session> {
  const rotation = await app.db.transaction((tx) =>
    rotateRefreshToken(tx, token, { key: app.config.jwtSecret, now: app.clock.now() }),
  );
  if (rotation.outcome !== 'rotated') {
    if (rotation.outcome === 'reused') app.log.warn('refresh token reused: family revoked');
    throw new AppError(401, 'session_expired');
  }
  const user = await findUserById(app.db, rotation.userId);
  if (!user) throw new AppError(401, 'session_expired');
  return sessionFor(app, user, rotation.next);
}

export async function logout(app: FastifyInstance, token: string | undefined) {
  if (token) await revokeFamilyOf(app.db, token);
}
