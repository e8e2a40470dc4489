import type { ParentInvitation, StudentInvitation } from '@nibras/contracts/family';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/envelope';
import { findUserByEmail } from '../auth/auth.repo';
import { quietAnswerMs, withMinimumDuration } from '../auth/minimum-duration';
import type { DbExecutor } from '../../db/client';
import { queueInvitationEmail } from './family-emails';
import {
  answerInvitation,
  declineOthers,
  insertInvitation,
  isInAFamily,
  lockPending,
  moveStudentIntoFamily,
  pendingOfParent,
  pendingOfStudent,
} from './family-invitations.repo';
import { ensureParentProfile, findUserRow } from './family.repo';
import { uuidPattern } from '@nibras/contracts/ids';

/**
 * Invites the student account with this address, when there is one that is free to join a
 * family, and emails them. The caller gets the same answer, in about the same time, whatever
 * the address is: nobody learns from it who has an account.
 */
export async function inviteStudent(app: FastifyInstance, parentId: string, email: string) {
  await withMinimumDuration(quietAnswerMs, async () => {
    const student = await findUserByEmail(app.db, email);
    if (!student || student.userType !== 'Student' || student.deletedAt) return;
    const sent = await app.db.transaction(async (tx) => {
      if (await isInAFamily(tx, student.id)) return false;
      const parent = await findUserRow(tx, parentId);
      if (!parent) return false;
      await ensureParentProfile(tx, parentId);
      const id = await insertInvitation(tx, {
        parentId,
        studentId: student.id,
        now: app.clock.now(),
      });
      // One waiting already: it is not sent twice.
      if (!id) return false;
      await queueInvitationEmail(app, tx, student, parent);
      return true;
    });
    if (sent) app.wakeMailer();
  });
}

export async function parentInvitations(
  db: DbExecutor,
  parentId: string,
): Promise<ParentInvitation[]> {
  const rows = await pendingOfParent(db, parentId);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function studentInvitations(
  db: DbExecutor,
  studentId: string,
): Promise<StudentInvitation[]> {
  const rows = await pendingOfStudent(db, studentId);
  return rows.map((row) => ({
    id: row.id,
    parent: { fullName: row.parentName },
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A pending invitation of the caller's, or 404 as for one that does not exist. */
async function pendingFor(
  db: DbExecutor,
  id: string,
  party: { parentId: string } | { studentId: string },
) {
  const invitation = uuidPattern.test(id) ? await lockPending(db, id, party) : undefined;
  if (!invitation) throw new AppError(404, 'invitation_not_found');
  return invitation;
}

export async function cancelInvitation(app: FastifyInstance, parentId: string, id: string) {
  await app.db.transaction(async (tx) => {
    await pendingFor(tx, id, { parentId });
    await answerInvitation(tx, id, 'cancelled', app.clock.now());
  });
}

export async function declineInvitation(app: FastifyInstance, studentId: string, id: string) {
  await app.db.transaction(async (tx) => {
    await pendingFor(tx, id, { studentId });
    await answerInvitation(tx, id, 'declined', app.clock.now());
  });
}

/**
 * The student joins the parent's family: their details become the parent's child profile,
 * linked to their account, and all their bookings carry the child, in one transaction.
 */
export async function acceptInvitation(app: FastifyInstance, studentId: string, id: string) {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const invitation = await pendingFor(tx, id, { studentId });
    if (await isInAFamily(tx, studentId)) throw new AppError(409, 'student_already_linked');
    const childId = await moveStudentIntoFamily(tx, studentId, invitation.parentId);
    if (!childId) throw new AppError(409, 'student_already_linked');
    await answerInvitation(tx, id, 'accepted', now);
    await declineOthers(tx, studentId, now);
  });
}
