import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { refreshTokens, users, verifications, type UserRow } from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';

/** A person's own account; a deleted one counts as gone. */
export async function findLiveUser(
  db: DbExecutor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<UserRow | undefined> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  const [user] = await (options.lock ? query.for('update') : query);
  return user;
}

/** The new address still waiting for its link to be opened, if any. */
export async function pendingEmailOf(db: DbExecutor, userId: string, now: Date) {
  const [row] = await db
    .select({ email: verifications.email })
    .from(verifications)
    .where(
      and(
        eq(verifications.userId, userId),
        eq(verifications.type, 'email_change'),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, now),
      ),
    )
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return row?.email ?? null;
}

/** True when another account (deleted ones hold placeholders) already uses this address. */
export async function emailTakenByOther(db: DbExecutor, email: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
  return Boolean(row);
}

export async function updateUser(
  db: DbExecutor,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return row;
}

/** Ends every session of the user but the one of `keepFamilyId` (all of them without one). */
export async function revokeOtherSessions(
  db: DbExecutor,
  userId: string,
  keepFamilyId: string | undefined,
  now: Date,
) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}
