import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { operatorRecoveryCodes, operatorSecondFactors } from '../../db/schema/index';

export async function findSecondFactor(db: DbExecutor, userId: string) {
  const [row] = await db
    .select()
    .from(operatorSecondFactors)
    .where(eq(operatorSecondFactors.userId, userId));
  return row;
}

/** A new secret waiting for its first code; replaces an earlier one not yet confirmed. */
/** An enrolled second factor with this secret, or the secret of the one enrolled replaced. */
export async function saveEnrolledSecondFactor(
  db: DbExecutor,
  input: { userId: string; sealedSecret: string; at: Date },
) {
  await db
    .insert(operatorSecondFactors)
    .values({
      userId: input.userId,
      sealedSecret: input.sealedSecret,
      enrolledAt: input.at,
      createdAt: input.at,
    })
    .onConflictDoUpdate({
      target: operatorSecondFactors.userId,
      set: { sealedSecret: input.sealedSecret },
    });
}

export async function savePendingSecondFactor(
  db: DbExecutor,
  input: { userId: string; sealedSecret: string; now: Date },
) {
  await db
    .insert(operatorSecondFactors)
    .values({ userId: input.userId, sealedSecret: input.sealedSecret, createdAt: input.now })
    .onConflictDoUpdate({
      target: operatorSecondFactors.userId,
      set: { sealedSecret: input.sealedSecret, createdAt: input.now, lastUsedStep: null },
      setWhere: isNull(operatorSecondFactors.enrolledAt),
    });
}

/**
 * Takes the time step of an accepted code, in one conditional UPDATE: of two requests with the
 * same code, or a code of an earlier step, at most one wins. False when the step was used.
 */
export async function takeTimeStep(
  db: DbExecutor,
  input: { userId: string; step: number; enrolAt?: Date },
): Promise<boolean> {
  const conditions = [
    eq(operatorSecondFactors.userId, input.userId),
    or(
      isNull(operatorSecondFactors.lastUsedStep),
      lt(operatorSecondFactors.lastUsedStep, input.step),
    ),
  ];
  // Enrolment confirms a secret once: a second confirmation would issue new recovery codes.
  if (input.enrolAt) conditions.push(isNull(operatorSecondFactors.enrolledAt));
  const taken = await db
    .update(operatorSecondFactors)
    .set({
      lastUsedStep: input.step,
      ...(input.enrolAt ? { enrolledAt: input.enrolAt } : {}),
    })
    .where(and(...conditions))
    .returning({ userId: operatorSecondFactors.userId });
  return taken.length > 0;
}

/** A new set of recovery codes: the old ones stop working. */
export async function replaceRecoveryCodes(
  db: DbExecutor,
  input: { userId: string; codeHashes: string[]; now: Date },
) {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, input.userId));
  await db.insert(operatorRecoveryCodes).values(
    input.codeHashes.map((codeHash) => ({
      userId: input.userId,
      codeHash,
      createdAt: input.now,
    })),
  );
}

/** Uses up one recovery code of this operator; false when it is unknown or used. */
export async function useRecoveryCode(
  db: DbExecutor,
  input: { userId: string; codeHash: string; now: Date },
): Promise<boolean> {
  const used = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(operatorRecoveryCodes.userId, input.userId),
        eq(operatorRecoveryCodes.codeHash, input.codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return used.length > 0;
}
