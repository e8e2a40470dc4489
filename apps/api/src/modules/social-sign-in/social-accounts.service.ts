import { socialProviderNames, type SocialProvider } from '@nibras/contracts/social-providers';
import { randomUUID } from 'node:crypto';
import type { Language } from '@nibras/contracts/i18n/languages';
import { userTypeNames } from '@nibras/contracts/roles';
import type { LinkedIdentities, SocialRegister } from '@nibras/contracts/social-sign-in';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client';
import type { SocialSignInRow, UserRow, users } from '../../db/schema/index';
import { AppError } from '../../plugins/envelope';
import { queueConfirmationEmail } from '../auth/account-emails';
import { findUserById, findUserForUpdate, insertUser, updateUser } from '../auth/auth.repo';
import { consumeVerification, hashToken, issueVerificationRow } from '../auth/one-time-tokens';
import { verifyPassword } from '../auth/passwords';
import { preparePhoto, removePhoto, storePhoto } from '../auth/profile-photo';
import {
  assertCatalogSelections,
  insertProfile,
  isUniqueViolation,
} from '../auth/registration.service';
import { startSession, type Session } from '../auth/session.service';
import { queueLinkedNotice, queueLinkRequestEmail } from './social-emails';
import {
  consumePending,
  deleteIdentity,
  findPending,
  identitiesOf,
  linkIdentity,
  setLinkVerification,
} from './social-sign-in.repo';

/** What the person completes after the provider: a new account, or proof of an existing one. */

const expired = () => new AppError(404, 'social_sign_in_expired');

/** Both are set for every pending flow (markPending); the types do not know it. */
function identityOf(flow: SocialSignInRow) {
  if (!flow.subject || !flow.email) throw expired();
  return { provider: flow.provider, subject: flow.subject, email: flow.email };
}

/** A new session (the route sets its refresh cookie), or none while the address waits for proof. */
export type SocialAnswer = { email: string; session: Session | null };

async function answerWithSession(app: FastifyInstance, user: UserRow): Promise<SocialAnswer> {
  return { email: user.email, session: await startSession(app, user) };
}

/**
 * A new person's account, from the role's signup fields and the provider's address, with the
 * provider linked: signed in at once when the provider vouched for the address, otherwise
 * waiting for the usual confirmation email.
 */
export async function registerWithProvider(
  app: FastifyInstance,
  token: string | undefined,
  input: SocialRegister,
  photo: Buffer | undefined,
  language: Language,
): Promise<SocialAnswer> {
  if (!token) throw expired();
  const prepared = photo ? await preparePhoto(photo) : undefined;
  await assertCatalogSelections(app, input);
  const now = app.clock.now();
  const userId = randomUUID();
  const avatarPath = prepared ? await storePhoto(app.config.dataDir, userId, prepared) : null;
  let user: UserRow;
  try {
    user = await app.db.transaction(async (tx) => {
      const flow = await consumePending(tx, { tokenHash: hashToken(token), stage: 'signup', now });
      if (!flow) throw expired();
      const identity = identityOf(flow);
      const created = await insertUser(tx, {
        id: userId,
        email: identity.email,
        fullName: input.FullName,
        phoneNumber: input.PhoneNumber,
        userType: userTypeNames[input.UserType],
        // No password: the provider signs this account in (a reset link can add one).
        passwordHash: null,
        emailConfirmedAt: flow.emailVerified ? now : null,
        preferredLanguage: language,
        timeZone: input.TimeZone ?? 'UTC',
        avatarPath,
      });
      if (!created) throw new Error('user was not inserted');
      await insertProfile(tx, userId, input, language);
      await linkIdentity(tx, { userId, ...identity, now });
      if (!flow.emailVerified) {
        const { token: confirmation } = await issueVerificationRow(tx, {
          type: 'email_confirmation',
          userId,
          email: created.email,
          now,
        });
        await queueConfirmationEmail(
          app,
          tx,
          created,
          confirmation,
          flow.returnTo ?? undefined,
          socialProviderNames[identity.provider],
        );
      }
      return created;
    });
  } catch (error) {
    if (avatarPath) await removePhoto(app.config.dataDir, avatarPath);
    // The address got an account meanwhile: starting again offers to link to it instead.
    if (isUniqueViolation(error)) throw new AppError(409, 'email_taken');
    throw error;
  }
  app.wakeMailer();
  if (!user.emailConfirmedAt) return { email: user.email, session: null };
  return answerWithSession(app, user);
}

/**
 * Links the identity to the account and applies `changes` to it, in the caller's transaction;
 * the owner is emailed, in case it was not them.
 */
async function linkAndTell(
  app: FastifyInstance,
  tx: DbExecutor,
  link: { userId: string; identity: ReturnType<typeof identityOf>; now: Date },
  changes: Pick<typeof users.$inferInsert, 'emailConfirmedAt' | 'passwordHash'>,
) {
  const { userId, identity, now } = link;
  await linkIdentity(tx, { userId, ...identity, now });
  const updated = await updateUser(tx, userId, { ...changes, updatedAt: now });
  if (!updated) throw expired();
  await queueLinkedNotice(app, tx, updated, identity);
  return updated;
}

/** A pending link in this browser, and the live account it names. */
export type PendingLink = { tokenHash: string; flow: SocialSignInRow; user: UserRow };

export async function pendingLinkOf(
  app: FastifyInstance,
  token: string | undefined,
): Promise<PendingLink> {
  const tokenHash = token ? hashToken(token) : undefined;
  const flow = tokenHash ? await findPending(app.db, tokenHash, app.clock.now()) : undefined;
  const user = flow?.userId ? await findUserById(app.db, flow.userId) : undefined;
  if (!tokenHash || !flow || flow.stage !== 'link' || !user || user.deletedAt) throw expired();
  return { tokenHash, flow, user };
}

/**
 * Links the provider after the account's password, given once. Answers undefined for a wrong
 * password (the caller counts it as a failed login). An account whose address is not confirmed
 * yet is refused like at login, unless the provider vouches for that address.
 */
export async function linkWithPassword(
  app: FastifyInstance,
  pending: PendingLink,
  password: string,
): Promise<SocialAnswer | undefined> {
  if (!(await verifyPassword(pending.user.passwordHash, password))) return undefined;
  if (!pending.user.emailConfirmedAt && !pending.flow.emailVerified) {
    throw new AppError(403, 'email_not_confirmed');
  }
  const now = app.clock.now();
  const user = await app.db.transaction(async (tx) => {
    const flow = await consumePending(tx, { tokenHash: pending.tokenHash, stage: 'link', now });
    if (!flow) throw expired();
    const link = { userId: pending.user.id, identity: identityOf(flow), now };
    return linkAndTell(app, tx, link, {
      emailConfirmedAt: pending.user.emailConfirmedAt ?? now,
    });
  });
  app.wakeMailer();
  return answerWithSession(app, user);
}

/**
 * The other proof: a link emailed to the account's address, which links the provider when it
 * is opened in this same browser (the one holding the pending sign-in).
 */
export async function requestLinkEmail(
  app: FastifyInstance,
  pending: PendingLink,
): Promise<{ email: string }> {
  const { flow, user } = pending;
  const identity = identityOf(flow);
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const issued = await issueVerificationRow(tx, {
      type: 'identity_link',
      userId: user.id,
      email: user.email,
      now,
    });
    await setLinkVerification(tx, flow.id, issued.id);
    await queueLinkRequestEmail(app, tx, user, identity, {
      token: issued.token,
      returnTo: flow.returnTo,
    });
  });
  app.wakeMailer();
  return { email: user.email };
}

/**
 * Opens the emailed link: the emailed token and this browser's pending sign-in must belong
 * together. The address is proved, so an unconfirmed account becomes confirmed; a password set
 * before anyone proved the address could be a squatter's, so it is removed (a reset link sets
 * a new one).
 */
export async function confirmLinkByEmail(
  app: FastifyInstance,
  token: string | undefined,
  linkToken: string,
): Promise<SocialAnswer> {
  if (!token) throw new AppError(400, 'social_link_token_invalid');
  const now = app.clock.now();
  const user = await app.db.transaction(async (tx) => {
    const flow = await consumePending(tx, { tokenHash: hashToken(token), stage: 'link', now });
    const used = flow
      ? await consumeVerification(tx, { type: 'identity_link', token: linkToken, now })
      : undefined;
    if (!flow || !used || used.id !== flow.verificationId || used.userId !== flow.userId) {
      throw new AppError(400, 'social_link_token_invalid');
    }
    const owner = await findUserForUpdate(tx, used.userId);
    if (!owner || owner.deletedAt) throw new AppError(400, 'social_link_token_invalid');
    const link = { userId: owner.id, identity: identityOf(flow), now };
    return linkAndTell(
      app,
      tx,
      link,
      owner.emailConfirmedAt ? {} : { emailConfirmedAt: now, passwordHash: null },
    );
  });
  app.wakeMailer();
  return answerWithSession(app, user);
}

export async function linkedIdentitiesOf(
  app: FastifyInstance,
  userId: string,
): Promise<LinkedIdentities> {
  const user = await findUserById(app.db, userId);
  if (!user || user.deletedAt) throw new AppError(401, 'unauthorized');
  const identities = await identitiesOf(app.db, userId);
  return {
    identities: identities.map((identity) => ({
      ...identity,
      linkedAt: identity.linkedAt.toISOString(),
    })),
    hasPassword: user.passwordHash !== null,
  };
}

/** Removes a provider, unless it is the only way left to sign in to the account. */
export async function unlinkIdentity(
  app: FastifyInstance,
  userId: string,
  provider: SocialProvider,
) {
  await app.db.transaction(async (tx) => {
    // Locked, so two removals at once cannot each leave the other as the "remaining" one.
    const user = await findUserForUpdate(tx, userId);
    if (!user || user.deletedAt) throw new AppError(401, 'unauthorized');
    const identities = await identitiesOf(tx, userId);
    if (!identities.some((identity) => identity.provider === provider)) {
      throw new AppError(404, 'identity_not_found');
    }
    if (user.passwordHash === null && identities.length === 1) {
      throw new AppError(409, 'last_sign_in_method');
    }
    await deleteIdentity(tx, userId, provider);
  });
}
