import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index';
import type { DbExecutor } from '../mail/outbox';
import { hashToken, newSecretToken } from './one-time-tokens';

/** A refresh token lives two weeks unless it is used (rotated) or revoked first. */
export const refreshTokenLifetimeSeconds = 14 * 24 * 60 * 60;

export type IssuedRefreshToken = { token: string; expiresAt: Date };

export async function issueRefreshToken(
  db: DbExecutor,
  userId: string,
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const { token, tokenHash } = newSecretToken();
  const expiresAt = new Date(Date.now() + refreshTokenLifetimeSeconds * 1000);
  await db.insert(refreshTokens).values({ userId, familyId, tokenHash, expiresAt });
  return { token, expiresAt };
}

export type RotationResult =
  | { outcome: 'rotated'; userId: string; next: IssuedRefreshToken }
  | { outcome: 'reused' }
  | { outcome: 'invalid' };

/**
 * Uses up a refresh token and issues the next one of its family. A token that was already
 * used means two parties hold it: the whole family is revoked and both must log in again.
 */
export async function rotateRefreshToken(db: DbExecutor, token: string): Promise<RotationResult> {
  const tokenHash = hashToken(token);
  const now = new Date();
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
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  if (current) {
    const next = await issueRefreshToken(db, current.userId, current.familyId);
    return { outcome: 'rotated', userId: current.userId, next };
  }
  const [known] = await db
    .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (known?.usedAt) {
    await revokeFamily(db, known.familyId);
    return { outcome: 'reused' };
  }
  return { outcome: 'invalid' };
}

export async function revokeFamily(db: DbExecutor, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: ends the session (the family) this token belongs to, whatever its state. */
export async function revokeFamilyOf(db: DbExecutor, token: string) {
  const [known] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (known) await revokeFamily(db, known.familyId);
}

/** Password reset: every session of the user ends. */
export async function revokeAllSessions(db: DbExecutor, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
