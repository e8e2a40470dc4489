import { createHash, randomBytes } from 'node:crypto';
import type { verifications } from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';
import { lockUser } from './auth.repo';
import {
  findSpentVerificationRow,
  insertVerification,
  useLiveVerification,
  voidOpenVerifications,
} from './one-time-tokens.repo';

export type VerificationType = (typeof verifications.$inferSelect)['type'];

export const verificationLifetimeMs: Record<VerificationType, number> = {
  email_confirmation: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
  // As long as the sign-in it belongs to waits (social-sign-in/social-sign-in.service.ts).
  identity_link: 30 * 60 * 1000,
};

/** 256 random bits, URL-safe; only this hash of it is ever stored. */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a one-time token for this user and address. Any older open token of the same type is
 * voided first, so only the newest link works. Call it inside a transaction: the user's row is
 * locked until it commits, so parallel requests take turns instead of each voiding the tokens
 * the others have not written yet (which left several live links).
 */
export async function issueVerification(
  db: DbExecutor,
  input: { type: VerificationType; userId: string; email: string; now?: Date },
): Promise<string> {
  return (await issueVerificationRow(db, input)).token;
}

/** issueVerification, also answering the row's id (for a record that waits on the link). */
export async function issueVerificationRow(
  db: DbExecutor,
  input: { type: VerificationType; userId: string; email: string; now?: Date },
): Promise<{ token: string; id: string }> {
  const now = input.now ?? new Date();
  await lockUser(db, input.userId);
  await voidOpenVerifications(db, { userId: input.userId, type: input.type, at: now });
  const { token, tokenHash } = newSecretToken();
  const row = await insertVerification(db, {
    type: input.type,
    userId: input.userId,
    email: input.email,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + verificationLifetimeMs[input.type]),
  });
  if (!row) throw new Error('verification was not inserted');
  return { token, id: row.id };
}

/** A token of this kind that was already used, whatever its age: the link was opened before. */
export async function findSpentVerification(
  db: DbExecutor,
  input: { type: VerificationType; token: string; email: string },
): Promise<{ userId: string; email: string } | undefined> {
  return findSpentVerificationRow(db, {
    type: input.type,
    tokenHash: hashToken(input.token),
    email: input.email,
  });
}

/**
 * Uses up a token in one conditional UPDATE: of two parallel uses exactly one gets the row.
 * Answers the user and address it was issued for, or undefined when it is unknown, used,
 * expired, of another type or (when given) for another address.
 */
export async function consumeVerification(
  db: DbExecutor,
  input: { type: VerificationType; token: string; email?: string; now?: Date },
): Promise<{ id: string; userId: string; email: string } | undefined> {
  const now = input.now ?? new Date();
  return useLiveVerification(db, {
    type: input.type,
    tokenHash: hashToken(input.token),
    email: input.email,
    now,
  });
}
