import { calendarWeekOf } from '@nibras/contracts/region-calendar';
import type {
  AccountProfile,
  EmailChangeAnswer,
  accountPatchSchema,
  emailChangeSchema,
  passwordChangeSchema,
} from '@nibras/contracts/account';
import { isLanguage } from '@nibras/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../plugins/envelope';
import { consumeVerification, issueVerification } from '../auth/one-time-tokens';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { toUserModel } from '../auth/user-model';
import type { DbExecutor } from '../../db/client';
import {
  queueEmailChangeLink,
  queueEmailChangeNotice,
  queuePasswordChangedNotice,
} from './account-emails';
import {
  emailTakenByOther,
  findLiveUser,
  pendingEmailOf,
  revokeOtherSessions,
  updateUser,
} from './account.repo';

/** The caller's own live account; a deleted one ends the session like an unknown one. */
export async function liveUserOf(db: DbExecutor, userId: string, options: { lock?: boolean } = {}) {
  const user = await findLiveUser(db, userId, options);
  if (!user) throw new AppError(401, 'unauthorized');
  return user;
}

/** The current password must match; a wrong one is a 400 on its field, never a 401 (which logs out). */
export async function assertCurrentPassword(user: UserRow, password: string) {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(400, 'current_password_wrong', {
      details: { currentPassword: 'errors.current_password_wrong' },
    });
  }
}

export async function accountOf(app: FastifyInstance, userId: string): Promise<AccountProfile> {
  const user = await liveUserOf(app.db, userId);
  return profileOf(app, user);
}

async function profileOf(app: FastifyInstance, user: UserRow): Promise<AccountProfile> {
  const model = toUserModel(user, app.config.jwtSecret);
  return {
    ...model,
    preferredLanguage: isLanguage(user.preferredLanguage) ? user.preferredLanguage : 'en',
    timeZone: user.timeZone,
    pendingEmail: await pendingEmailOf(app.db, user.id, app.clock.now()),
    hasPassword: user.passwordHash !== null,
    addressAs: user.addressAs,
    calendar: calendarWeekOf(user.calendarRegion, user.timeZone),
  };
}

export async function updateAccount(
  app: FastifyInstance,
  userId: string,
  patch: z.output<typeof accountPatchSchema>,
): Promise<AccountProfile> {
  const updated = await updateUser(app.db, userId, patch, app.clock.now());
  if (!updated) throw new AppError(401, 'unauthorized');
  return profileOf(app, updated);
}

/**
 * A new password, given the current one. Every other device's session (refresh-token family)
 * ends, with its access tokens, at once in every process; the session of the calling access
 * token stays, so the person stays signed in here with the token they hold.
 */
export async function changePassword(
  app: FastifyInstance,
  userId: string,
  input: z.output<typeof passwordChangeSchema>,
  currentSessionId: string | undefined,
) {
  const user = await liveUserOf(app.db, userId);
  await assertCurrentPassword(user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash }, now);
    await revokeOtherSessions(tx, userId, currentSessionId, now);
    await queuePasswordChangedNotice(app, tx, user);
  });
  await app.accountAccess.changed([userId]);
  app.wakeMailer();
}

/**
 * Sends a confirmation link to the new address and a notice to the old one; the address
 * changes only when the link is opened (confirmEmailChange).
 */
export async function requestEmailChange(
  app: FastifyInstance,
  userId: string,
  input: z.output<typeof emailChangeSchema>,
): Promise<EmailChangeAnswer> {
  const user = await liveUserOf(app.db, userId);
  await assertCurrentPassword(user, input.currentPassword);
  if (input.newEmail === user.email.toLowerCase()) {
    throw new AppError(400, 'email_unchanged', { details: { newEmail: 'errors.email_unchanged' } });
  }
  if (await emailTakenByOther(app.db, input.newEmail, userId)) {
    throw new AppError(409, 'email_taken');
  }
  await app.db.transaction(async (tx) => {
    const token = await issueVerification(tx, {
      type: 'email_change',
      userId,
      email: input.newEmail,
      now: app.clock.now(),
    });
    await queueEmailChangeLink(app, tx, user, input.newEmail, token);
    await queueEmailChangeNotice(app, tx, user, input.newEmail);
  });
  app.wakeMailer();
  return { email: input.newEmail };
}

const uniqueViolation = '23505';

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === uniqueViolation || cause.cause?.code === uniqueViolation;
}

/**
 * Opens the emailed link: uses up the token and moves the account to the new address, both or
 * neither. The address is checked again, since another account may have taken it meanwhile.
 */
export async function confirmEmailChange(
  app: FastifyInstance,
  token: string,
): Promise<EmailChangeAnswer> {
  try {
    return await app.db.transaction(async (tx) => {
      const now = app.clock.now();
      const used = await consumeVerification(tx, { type: 'email_change', token, now });
      if (!used) throw new AppError(400, 'email_change_token_invalid');
      if (await emailTakenByOther(tx, used.email, used.userId)) {
        throw new AppError(409, 'email_taken');
      }
      const updated = await updateUser(
        tx,
        used.userId,
        { email: used.email, emailConfirmedAt: now },
        now,
      );
      if (!updated) throw new AppError(400, 'email_change_token_invalid');
      return { email: updated.email };
    });
  } catch (error) {
    // Two accounts racing for one address: the unique index decides, the loser hears 409.
    if (isUniqueViolation(error)) throw new AppError(409, 'email_taken');
    throw error;
  }
}
