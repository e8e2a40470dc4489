import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';
import { hashToken, newSecretToken } from './one-time-tokens';

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
  await db.insert(refreshTokens).values({
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
  const [current] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      secondFactorAt: refreshTokens.secondFactorAt,
    });
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
  const [known] = await db
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
      secondFactorAt: refreshTokens.secondFactorAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!known?.usedAt) return { outcome: 'invalid' };
  if (!known.revokedAt && now.getTime() - known.usedAt.getTime() <= refreshReuseGraceMs) {
    const [next] = await db
      .select({ expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, hashToken(successor)),
          eq(refreshTokens.familyId, known.familyId),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      );
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

export async function revokeFamily(db: DbExecutor, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Logout: ends the session (the family) this token belongs to, whatever its state; answers whose
 * it was, so that its access tokens can be ended in every process.
 */
export async function revokeFamilyOf(db: DbExecutor, token: string) {
  const [known] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (known) await revokeFamily(db, known.familyId);
  return known?.userId;
}

/** Password reset: every session of the user ends. */
export async function revokeAllSessions(db: DbExecutor, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
