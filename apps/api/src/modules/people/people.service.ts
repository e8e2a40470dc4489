import { defaultLanguage } from '@nibras/contracts/i18n/languages';
import type {
  PeoplePage,
  peopleQuerySchema,
  PersonDetail,
  PersonRow,
  PersonStatus,
} from '@nibras/contracts/people';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { raiseAccessVersion } from '../../plugins/account-access';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import { recordOperatorAction } from '../audit/audit.repo';
import type { BookingContext } from '../booking/booking-access';
import { changeStatus } from '../booking/booking-transitions.service';
import { enqueueEmail } from '../mail/outbox';
import { liftedEmail, suspendedEmail } from './people-emails';
import {
  childLoginsOf,
  countsOf,
  findPerson,
  listPeople,
  setSuspension,
  upcomingBookingsOf,
} from './people.repo';
import { uuidPattern } from '@nibras/contracts/ids';

function statusOf(user: UserRow): PersonStatus {
  if (user.deletedAt) return 'deleted';
  return user.suspendedAt ? 'suspended' : 'active';
}

function toRow(user: UserRow): PersonRow {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    userType: user.userType,
    status: statusOf(user),
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findPeople(
  db: DbExecutor,
  query: z.output<typeof peopleQuerySchema>,
): Promise<PeoplePage> {
  const { rows, total } = await listPeople(db, query);
  return { items: rows.map(toRow), total, page: query.page, pageSize: query.pageSize };
}

async function personOf(db: DbExecutor, id: string, options: { lock?: boolean } = {}) {
  const user = uuidPattern.test(id) ? await findPerson(db, id, options) : undefined;
  if (!user) throw new AppError(404, 'person_not_found');
  return user;
}

export async function personDetail(db: DbExecutor, id: string, now: Date): Promise<PersonDetail> {
  const user = await personOf(db, id);
  return {
    ...toRow(user),
    phoneNumber: user.phoneNumber,
    preferredLanguage: user.preferredLanguage,
    emailConfirmed: user.emailConfirmedAt !== null,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    suspensionReason: user.suspensionReason,
    counts: await countsOf(db, id, now),
  };
}

export type SuspensionContext = BookingContext;

/** What a suspension or its lifting leaves for after the commit: whose access changed. */
export type AccessChange = { userIds: string[] };

/**
 * Suspends an account in the caller's transaction (decision 0026): it and the logins a parent
 * made for their children can no longer sign in, every token they hold ends (the caller tells
 * `accountAccess` after the commit), their upcoming sessions are cancelled through booking with
 * the family released in full, a tutor leaves search (the listing trigger), and the account is
 * emailed why. Written to the audit log with the operator's reason.
 */
export async function suspendInTransaction(
  tx: DbExecutor,
  context: SuspensionContext,
  operator: AuthenticatedUser,
  input: { userId: string; reason: string; details?: Record<string, unknown> },
): Promise<AccessChange> {
  if (input.userId === operator.id) throw new AppError(403, 'cannot_suspend_self');
  const user = await personOf(tx, input.userId, { lock: true });
  if (user.deletedAt) throw new AppError(404, 'person_not_found');
  if (user.suspendedAt) throw new AppError(409, 'already_suspended');
  const now = context.now;
  const logins = user.userType === 'Parent' ? await childLoginsOf(tx, user.id) : [];
  const suspended = [user.id, ...logins];
  await setSuspension(tx, suspended, { at: now, reason: input.reason }, now);
  for (const id of suspended) await raiseAccessVersion(tx, id);
  const cancelled: string[] = [];
  const caller = { id: user.id, userType: user.userType };
  for (const booking of await upcomingBookingsOf(tx, user.id, now)) {
    await changeStatus(tx, context, caller, booking.id, 'cancel', {
      releaseInFull: true,
      reason: 'account_suspended',
    });
    cancelled.push(booking.id);
  }
  await enqueueEmail(tx, user.email, suspendedEmail(user, input.reason, context.appUrl));
  await recordOperatorAction(tx, {
    operatorId: operator.id,
    action: 'user.suspend',
    subjectType: 'user',
    subjectId: user.id,
    reason: input.reason,
    details: { ...input.details, childLogins: logins, cancelledBookings: cancelled },
    at: now,
  });
  return { userIds: suspended };
}

/**
 * Lifts a suspension: the account (and the child logins suspended with it) may sign in again,
 * and a tutor is listed again if nothing else keeps them out. Cancelled sessions stay cancelled.
 */
export async function liftInTransaction(
  tx: DbExecutor,
  now: Date,
  operator: AuthenticatedUser,
  input: { userId: string; reason: string; appUrl: string },
): Promise<AccessChange> {
  const user = await personOf(tx, input.userId, { lock: true });
  if (user.deletedAt) throw new AppError(404, 'person_not_found');
  if (!user.suspendedAt) throw new AppError(409, 'not_suspended');
  const suspendedAt = user.suspendedAt.getTime();
  const logins: string[] = [];
  if (user.userType === 'Parent') {
    for (const id of await childLoginsOf(tx, user.id)) {
      const login = await findPerson(tx, id, { lock: true });
      // Only the logins suspended with the parent; one suspended on its own stays so.
      if (login?.suspendedAt?.getTime() === suspendedAt) logins.push(id);
    }
  }
  const lifted = [user.id, ...logins];
  await setSuspension(tx, lifted, null, now);
  await enqueueEmail(tx, user.email, liftedEmail(user, input.appUrl));
  await recordOperatorAction(tx, {
    operatorId: operator.id,
    action: 'user.lift_suspension',
    subjectType: 'user',
    subjectId: user.id,
    reason: input.reason,
    details: { childLogins: logins },
    at: now,
  });
  return { userIds: lifted };
}

export function suspensionContextOf(app: FastifyInstance): SuspensionContext {
  return {
    now: app.clock.now(),
    appUrl: app.config.appUrl,
    classroomBaseUrl: app.config.classroomBaseUrl,
    money: app.config.money,
    // Nobody reads these answers: an operator's suspension cancels the sessions.
    language: defaultLanguage,
  };
}

/** After the commit: every process forgets the accounts' access, and the emails leave. */
export async function afterAccessChange(app: FastifyInstance, change: AccessChange) {
  await app.accountAccess.changed(change.userIds);
  app.wakeMailer();
}

export async function suspendPerson(
  app: FastifyInstance,
  operator: AuthenticatedUser,
  userId: string,
  reason: string,
) {
  const context = suspensionContextOf(app);
  const change = await app.db.transaction((tx) =>
    suspendInTransaction(tx, context, operator, { userId, reason }),
  );
  await afterAccessChange(app, change);
  return personDetail(app.db, userId, context.now);
}

export async function liftSuspension(
  app: FastifyInstance,
  operator: AuthenticatedUser,
  userId: string,
  reason: string,
) {
  const now = app.clock.now();
  const change = await app.db.transaction((tx) =>
    liftInTransaction(tx, now, operator, { userId, reason, appUrl: app.config.appUrl }),
  );
  await afterAccessChange(app, change);
  return personDetail(app.db, userId, now);
}
