import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { refreshTokens, users } from '../db/schema/index';

export async function incrementAccessVersion(db: DbExecutor, userId: string) {
  await db
    .update(users)
    .set({ accessVersion: sql`${users.accessVersion} + 1` })
    .where(eq(users.id, userId));
}

/** The account's access version, suspension and deletion. */
export async function accessOf(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({
      version: users.accessVersion,
      suspendedAt: users.suspendedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** How many tokens the account's session (refresh-token family) has, and how many are revoked. */
export async function sessionTokenCounts(db: DbExecutor, userId: string, sessionId: string) {
  const [row] = await db
    .select({
      tokens: sql<number>`count(*)::int`,
      revoked: sql<number>`count(${refreshTokens.revokedAt})::int`,
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sessionId), eq(refreshTokens.userId, userId)));
  return row;
}
