import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { verifications } from '../../db/schema/index';

type VerificationType = (typeof verifications.$inferSelect)['type'];

/** Voids the user's open tokens of this type: they count as used at `at`. */
export async function voidOpenVerifications(
  db: DbExecutor,
  input: { userId: string; type: VerificationType; at: Date },
) {
  await db
    .update(verifications)
    .set({ usedAt: input.at })
    .where(
      and(
        eq(verifications.userId, input.userId),
        eq(verifications.type, input.type),
        isNull(verifications.usedAt),
      ),
    );
}

export async function insertVerification(
  db: DbExecutor,
  verification: typeof verifications.$inferInsert,
) {
  const [row] = await db
    .insert(verifications)
    .values(verification)
    .returning({ id: verifications.id });
  return row;
}

/** A used token of this type and hash for this address (case-insensitive), whatever its age. */
export async function findSpentVerificationRow(
  db: DbExecutor,
  input: { type: VerificationType; tokenHash: string; email: string },
): Promise<{ userId: string; email: string } | undefined> {
  const [row] = await db
    .select({ userId: verifications.userId, email: verifications.email })
    .from(verifications)
    .where(
      and(
        eq(verifications.tokenHash, input.tokenHash),
        eq(verifications.type, input.type),
        isNotNull(verifications.usedAt),
        sql`lower(${verifications.email}) = lower(${input.email})`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Marks the token used in one conditional UPDATE, when it is unused, unexpired, of this type
 * and (when `email` is given) for this address; answers it, or undefined.
 */
export async function useLiveVerification(
  db: DbExecutor,
  input: { type: VerificationType; tokenHash: string; email?: string; now: Date },
): Promise<{ id: string; userId: string; email: string } | undefined> {
  const [row] = await db
    .update(verifications)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(verifications.tokenHash, input.tokenHash),
        eq(verifications.type, input.type),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, input.now),
        input.email ? sql`lower(${verifications.email}) = lower(${input.email})` : undefined,
      ),
    )
    .returning({ id: verifications.id, userId: verifications.userId, email: verifications.email });
  return row;
}
