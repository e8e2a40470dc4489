import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';

type KeyOf = { userId: string; key: string };

const matching = (key: KeyOf) =>
  and(eq(idempotencyKeys.userId, key.userId), eq(idempotencyKeys.key, key.key));

/** Claims the caller's key for this request; false when it was claimed before. */
export async function claimIdempotencyKey(
  db: DbExecutor,
  key: KeyOf & { requestHash: string },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...key, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function storeIdempotentAnswer(
  db: DbExecutor,
  key: KeyOf,
  answer: { statusCode: number; body: unknown },
) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.body })
    .where(matching(key));
}

export async function findIdempotencyKey(db: DbExecutor, key: KeyOf) {
  const [stored] = await db.select().from(idempotencyKeys).where(matching(key));
  return stored;
}
