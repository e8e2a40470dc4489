import type { Child, ChildRemoval, ChildValues } from '@nibras/contracts/family';
import { isLanguage } from '@nibras/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { AppError, sqlStateOf } from '../../plugins/envelope';
import { queueConfirmationEmail } from '../auth/account-emails';
import {
  existingGradeIds,
  existingSubjectIds,
  findUserByEmail,
  insertUser,
} from '../auth/auth.repo';
import { issueVerification } from '../auth/one-time-tokens';
import { hashPassword } from '../auth/passwords';
import type { DbExecutor } from '../../db/client';
import { restoreStudentProfile } from './family-invitations.repo';
import {
  archiveChild,
  childAnswerOf,
  childOf,
  childrenOf,
  closeLogin,
  deleteChild,
  ensureParentProfile,
  findUserRow,
  hasAnyBooking,
  hasUpcomingBookings,
  insertChild,
  linkLogin,
  renameLogin,
  updateChild,
} from './family.repo';
import { readAll } from '../../db/reads';

export async function listChildren(db: DbExecutor, parentId: string): Promise<Child[]> {
  return (await childrenOf(db, parentId)).map(childAnswerOf);
}

/** The parent's own child, or 404 exactly as for a child that does not exist. */
export async function ownChild(
  db: DbExecutor,
  parentId: string,
  childId: string,
  options: { lock?: boolean } = {},
) {
  const child = await childOf(db, parentId, childId, options);
  if (!child) throw new AppError(404, 'child_not_found');
  return child;
}

async function reloadChild(db: DbExecutor, parentId: string, childId: string) {
  return childAnswerOf(await ownChild(db, parentId, childId));
}

/** The schema knows the ids are integers; the catalog says whether they exist. */
async function assertCatalog(db: DbExecutor, values: ChildValues) {
  const [knownGrades, knownSubjects] = await readAll(db, [
    () => existingGradeIds(db, [values.gradeId]),
    () => existingSubjectIds(db, values.subjectIds),
  ]);
  const details: Record<string, string> = {};
  if (!knownGrades.has(values.gradeId)) details.gradeId = 'validation.selectionInvalid';
  if (values.subjectIds.some((id) => !knownSubjects.has(id))) {
    details.subjectIds = 'validation.selectionInvalid';
  }
  if (Object.keys(details).length > 0) throw new AppError(400, 'validation_failed', { details });
}

export async function addChild(app: FastifyInstance, parentId: string, values: ChildValues) {
  await assertCatalog(app.db, values);
  return app.db.transaction(async (tx) => {
    await ensureParentProfile(tx, parentId);
    const id = await insertChild(tx, parentId, values);
    return reloadChild(tx, parentId, id);
  });
}

export async function editChild(
  app: FastifyInstance,
  parentId: string,
  childId: string,
  values: ChildValues,
) {
  await assertCatalog(app.db, values);
  return app.db.transaction(async (tx) => {
    const child = await ownChild(tx, parentId, childId, { lock: true });
    await updateChild(tx, childId, values);
    // A student's own account keeps the name they chose; a login the parent made follows.
    if (child.userId && !child.linked) {
      await renameLogin(tx, child.userId, values.name, app.clock.now());
    }
    return reloadChild(tx, parentId, childId);
  });
}

/**
 * Removes a child from the family. Refused while bookings are ahead (the parent cancels them
 * first); archived when bookings happened, so the tutors' history keeps the child; deleted when
 * there were none. A login the parent made is closed; a student's own account goes on alone
 * with its details back in its own student profile.
 */
export async function removeChild(
  app: FastifyInstance,
  parentId: string,
  childId: string,
): Promise<ChildRemoval> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const child = await ownChild(tx, parentId, childId, { lock: true });
    if (await hasUpcomingBookings(tx, childId, now)) {
      throw new AppError(409, 'child_has_upcoming_sessions');
    }
    if (child.userId && !child.loginDeletedAt) {
      if (child.linked) await restoreStudentProfile(tx, childId, child.userId);
      else await closeLogin(tx, child.userId, now);
    }
    if (await hasAnyBooking(tx, childId)) {
      await archiveChild(tx, childId, now);
      return { outcome: 'archived' as const };
    }
    await deleteChild(tx, childId);
    return { outcome: 'deleted' as const };
  });
}

function isUniqueViolation(error: unknown) {
  return sqlStateOf(error) === '23505';
}

/**
 * Makes the child's own student login: the account, its link to the child, the child's
 * bookings moved onto it and the confirmation email, all or nothing.
 */
export async function createChildLogin(
  app: FastifyInstance,
  parentId: string,
  childId: string,
  input: { email: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  const now = app.clock.now();
  try {
    const child = await app.db.transaction(async (tx) => {
      const child = await ownChild(tx, parentId, childId, { lock: true });
      // A login whose owner deleted their account may be replaced (its upcoming bookings went with it).
      if (child.userId && !child.loginDeletedAt) throw new AppError(409, 'child_login_exists');
      if (await findUserByEmail(tx, input.email)) throw new AppError(409, 'email_taken');
      const parent = await findUserRow(tx, parentId);
      if (!parent) throw new AppError(401, 'unauthorized');
      const login = await insertUser(tx, {
        email: input.email,
        fullName: child.name,
        // The parent answers for the child: their phone, their zone.
        phoneNumber: parent.phoneNumber,
        userType: 'Student',
        passwordHash,
        preferredLanguage: isLanguage(child.preferredLanguage)
          ? child.preferredLanguage
          : parent.preferredLanguage,
        timeZone: parent.timeZone,
        createdAt: now,
        updatedAt: now,
      });
      if (!login) throw new Error('the login was not inserted');
      await linkLogin(tx, childId, login.id);
      const token = await issueVerification(tx, {
        type: 'email_confirmation',
        userId: login.id,
        email: login.email,
      });
      await queueConfirmationEmail(app, tx, login, token);
      return reloadChild(tx, parentId, childId);
    });
    app.wakeMailer();
    return child;
  } catch (error) {
    // The same address taken at the same moment by a signup.
    if (isUniqueViolation(error)) throw new AppError(409, 'email_taken');
    throw error;
  }
}
