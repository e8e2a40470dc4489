import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';

export async function insertRefreshToken(db: DbExecutor, token: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(token);
}

/** Marks the token used when it is live (unused, not revoked, unexpired); its family when it was. */
export async function useLiveRefreshToken(db: DbExecutor, tokenHash: string, now: Date) {
  const [used] = await db
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
  return used;
}

/** A token in any state. */
export async function findRefreshToken(db: DbExecutor, tokenHash: string) {
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
  return known;
}

/** The token of this hash in this family while it is live (unused, not revoked, unexpired). */
export async function findLiveRefreshToken(
  db: DbExecutor,
  where: { tokenHash: string; familyId: string; now: Date },
) {
  const [live] = await db
    .select({ expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, where.tokenHash),
        eq(refreshTokens.familyId, where.familyId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, where.now),
      ),
    );
  return live;
}

export async function revokeFamily(db: DbExecutor, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Password reset: every session of the user ends. */
export async function revokeAllSessions(db: DbExecutor, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
