import { createHmac, randomUUID } from 'node:crypto';
import type { DbExecutor } from '../../db/client';
import { hashToken, newSecretToken } from './one-time-tokens';
import {
  findLiveRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
  useLiveRefreshToken,
} from './refresh-tokens.repo';

/** A refresh token lives two weeks unless it is used (rotated) or revoked first. */
export const refreshTokenLifetimeSeconds = 14 * 24 * 60 * 60;

/** A refresh token and its family: the session that the access tokens name in `sid`. */
export type IssuedRefreshToken = { token: string; expiresAt: Date; familyId: string };

/**
 * How long after a rotation the used token still gets the same successor: a network retry or a
 * second tab sending the cookie again is not theft (docs/decisions/0006-refresh-grace-period.md).
 */
export const refreshReuseGraceMs = 10_000;

export async function issueRefreshToken(
  db: DbExecutor,
  userId: string,
  familyId: string = randomUUID(),
  options: { token?: string; now?: Date; secondFactorAt?: Date | null } = {},
): Promise<IssuedRefreshToken> {
  const token = options.token ?? newSecretToken().token;
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + refreshTokenLifetimeSeconds * 1000);
  await insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt,
    secondFactorAt: options.secondFactorAt ?? null,
  });
  return { token, expiresAt, familyId };
}

/**
 * The token that follows `token` in its family: an HMAC of it under a server key, so that the
 * same successor can be handed out again during the grace period without storing it. Without
 * the key it is as unguessable as a random token.
 */
export function successorOf(token: string, key: string): string {
  return createHmac('sha256', key).update(`nibras refresh successor\n${token}`).digest('base64url');
}

export type RotationResult =
  | {
      outcome: 'rotated';
      userId: string;
      next: IssuedRefreshToken;
      /** An operator's family: when its second factor was checked (carried on every rotation). */
      secondFactorAt: Date | null;
    }
  | { outcome: 'reused'; userId: string }
  | { outcome: 'invalid' };

/**
 * Uses up a refresh token and issues the next one of its family. The same token again within
 * the grace period gets that same successor, while it is unused. Later, or once the successor
 * has been used, a used token means two parties hold it: the whole family is revoked and both
 * must log in again.
 */
export async function rotateRefreshToken(
  db: DbExecutor,
  token: string,
  options: { key: string; now: Date },
): Promise<RotationResult> {
  const tokenHash = hashToken(token);
  const { now } = options;
  const successor = successorOf(token, options.key);
  const current = await useLiveRefreshToken(db, tokenHash, now);
  if (current) {
    const next = await issueRefreshToken(db, current.userId, current.familyId, {
      token: successor,
      now,
      secondFactorAt: current.secondFactorAt,
    });
    return {
      outcome: 'rotated',
      userId: current.userId,
      next,
      secondFactorAt: current.secondFactorAt,
    };
  }
  const known = await findRefreshToken(db, tokenHash);
  if (!known?.usedAt) return { outcome: 'invalid' };
  if (!known.revokedAt && now.getTime() - known.usedAt.getTime() <= refreshReuseGraceMs) {
    const next = await findLiveRefreshToken(db, {
      tokenHash: hashToken(successor),
      familyId: known.familyId,
      now,
    });
    if (next) {
      return {
        outcome: 'rotated',
        userId: known.userId,
        next: { token: successor, expiresAt: next.expiresAt, familyId: known.familyId },
        secondFactorAt: known.secondFactorAt,
      };
    }
  }
  await revokeFamily(db, known.familyId);
  return { outcome: 'reused', userId: known.userId };
}

/**
 * Logout: ends the session (the family) this token belongs to, whatever its state; answers whose
 * it was, so that its access tokens can be ended in every process.
 */
export async function revokeFamilyOf(db: DbExecutor, token: string) {
  const known = await findRefreshToken(db, hashToken(token));
  if (known) await revokeFamily(db, known.familyId);
  return known?.userId;
}
