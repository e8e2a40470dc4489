import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database, DbExecutor } from '../db/client';
import { AppError } from './envelope';
import { claimIdempotencyKey, findIdempotencyKey, storeIdempotentAnswer } from './idempotency.repo';

type Answer = { statusCode: number; body: unknown };

const keyPattern = /^[\x21-\x7e]{1,200}$/;

class KeyTaken extends Error {}

/**
 * Runs a write in one transaction, honouring an `Idempotency-Key` header (docs/shared/ARCHITECTURE.md,
 * "Retries"): the key is claimed first, inside the transaction, so a second request with the
 * same key waits for the first and then gets its stored answer instead of doing the work again.
 * A failed first attempt stores nothing (its transaction rolls back) and may be retried.
 */
export async function inIdempotentTransaction(
  db: Database,
  request: FastifyRequest,
  userId: string,
  work: (tx: DbExecutor) => Promise<Answer>,
): Promise<Answer> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return db.transaction(work);
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !keyPattern.test(key)) {
    throw new AppError(400, 'validation_failed', {
      details: { 'Idempotency-Key': 'validation.selectionInvalid' },
    });
  }
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n`)
    .update(JSON.stringify(request.params ?? {}))
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
  const ours = { userId, key };
  try {
    return await db.transaction(async (tx) => {
      if (!(await claimIdempotencyKey(tx, { ...ours, requestHash }))) throw new KeyTaken();
      const answer = await work(tx);
      await storeIdempotentAnswer(tx, ours, answer);
      return answer;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
  }
  const stored = await findIdempotencyKey(db, ours);
  if (!stored || stored.requestHash !== requestHash) {
    throw new AppError(409, 'idempotency_key_reused');
  }
  return { statusCode: stored.statusCode, body: stored.response };
}
