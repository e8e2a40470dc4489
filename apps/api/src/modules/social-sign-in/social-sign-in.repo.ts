import type { SocialProvider } from '@nibras/contracts/social-providers';
import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  socialSignIns,
  userIdentities,
  users,
  type SocialSignInRow,
  type UserRow,
} from '../../db/schema/index';

/** The queries of signing in through a provider: the flows, and the identities they end in. */

type NewSignIn = Pick<
  typeof socialSignIns.$inferInsert,
  'tokenHash' | 'provider' | 'state' | 'nonce' | 'codeVerifier' | 'returnTo' | 'expiresAt'
>;

/** Flows past their expiry are of no use to anyone: each new one sweeps them away. */
export async function insertSignIn(db: DbExecutor, row: NewSignIn, now: Date) {
  await db.delete(socialSignIns).where(lt(socialSignIns.expiresAt, now));
  await db.insert(socialSignIns).values(row);
}

/**
 * Takes a flow for its callback, in one conditional UPDATE: a callback replayed, or two at
 * once, find nothing, so a code is exchanged at most once per flow.
 */
export async function claimForCallback(
  db: DbExecutor,
  input: { tokenHash: string; provider: SocialProvider; now: Date },
): Promise<SocialSignInRow | undefined> {
  const [row] = await db
    .update(socialSignIns)
    .set({ stage: 'exchanging' })
    .where(
      and(
        eq(socialSignIns.tokenHash, input.tokenHash),
        eq(socialSignIns.provider, input.provider),
        eq(socialSignIns.stage, 'authorizing'),
        isNull(socialSignIns.usedAt),
        gt(socialSignIns.expiresAt, input.now),
      ),
    )
    .returning();
  return row;
}

/** What the provider said, kept for the signup or the proof that follows. */
export async function markPending(
  db: DbExecutor,
  id: string,
  values: Pick<
    SocialSignInRow,
    'stage' | 'subject' | 'email' | 'emailVerified' | 'fullName' | 'userId' | 'expiresAt'
  >,
) {
  await db.update(socialSignIns).set(values).where(eq(socialSignIns.id, id));
}

export async function endSignIn(db: DbExecutor, id: string, now: Date) {
  await db.update(socialSignIns).set({ usedAt: now }).where(eq(socialSignIns.id, id));
}

const pendingStages = ['signup', 'link'] as const;
type PendingStage = (typeof pendingStages)[number];

function pendingWhere(tokenHash: string, stages: readonly PendingStage[], now: Date) {
  return and(
    eq(socialSignIns.tokenHash, tokenHash),
    inArray(socialSignIns.stage, [...stages]),
    isNull(socialSignIns.usedAt),
    gt(socialSignIns.expiresAt, now),
  );
}

export async function findPending(
  db: DbExecutor,
  tokenHash: string,
  now: Date,
): Promise<SocialSignInRow | undefined> {
  const [row] = await db
    .select()
    .from(socialSignIns)
    .where(pendingWhere(tokenHash, pendingStages, now));
  return row;
}

/** Uses up a pending flow of the given stage; of two parallel uses exactly one gets it. */
export async function consumePending(
  db: DbExecutor,
  input: { tokenHash: string; stage: PendingStage; now: Date },
): Promise<SocialSignInRow | undefined> {
  const [row] = await db
    .update(socialSignIns)
    .set({ usedAt: input.now })
    .where(pendingWhere(input.tokenHash, [input.stage], input.now))
    .returning();
  return row;
}

export async function setLinkVerification(db: DbExecutor, id: string, verificationId: string) {
  await db.update(socialSignIns).set({ verificationId }).where(eq(socialSignIns.id, id));
}

/** The live account an identity signs in to, if any. */
export async function findIdentityOwner(
  db: DbExecutor,
  provider: SocialProvider,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.provider, provider),
        eq(userIdentities.subject, subject),
        isNull(users.deletedAt),
      ),
    );
  return row?.user;
}

/** Keeps the address a provider last gave, for /profile. */
export async function updateIdentityEmail(
  db: DbExecutor,
  input: { provider: SocialProvider; subject: string; email: string | null },
) {
  if (!input.email) return;
  await db
    .update(userIdentities)
    .set({ email: input.email })
    .where(
      and(eq(userIdentities.provider, input.provider), eq(userIdentities.subject, input.subject)),
    );
}

/**
 * Links a provider's account to a user. The owner has proved the account, so a provider
 * account linked before (another Google account, say) is replaced by this one.
 */
export async function linkIdentity(
  db: DbExecutor,
  input: { userId: string; provider: SocialProvider; subject: string; email: string; now: Date },
) {
  await db
    .insert(userIdentities)
    .values({
      userId: input.userId,
      provider: input.provider,
      subject: input.subject,
      email: input.email,
      linkedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [userIdentities.userId, userIdentities.provider],
      set: { subject: input.subject, email: input.email, linkedAt: input.now },
    });
}

export async function identitiesOf(db: DbExecutor, userId: string) {
  return db
    .select({
      provider: userIdentities.provider,
      email: userIdentities.email,
      linkedAt: userIdentities.linkedAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.linkedAt));
}

export async function deleteIdentity(db: DbExecutor, userId: string, provider: SocialProvider) {
  await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
}

/**
 * A closed or deleted account keeps its row, so nothing cascades: its providers and pending
 * sign-ins are removed here, and the provider accounts are free to sign up again.
 */
export async function forgetSocialSignInsOf(db: DbExecutor, userId: string) {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await db.delete(socialSignIns).where(eq(socialSignIns.userId, userId));
}
