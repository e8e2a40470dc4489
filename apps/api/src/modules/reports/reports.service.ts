import type {
  createReportSchema,
  MyReport,
  OperatorReport,
  OperatorReportPage,
  OperatorReportRow,
  operatorReportsQuerySchema,
  ReportAction,
  ReportContext,
  ReportDecisionInput,
  ReportOutcome,
} from '@nibras/contracts/reports';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import { recordOperatorAction } from '../audit/audit.repo';
import { bookingFor } from '../booking/booking-access';
import { enqueueEmail } from '../mail/outbox';
import { roleIn } from '../messaging/messaging-access';
import { findConversation, findMessage } from '../messaging/messaging.repo';
import {
  afterAccessChange,
  suspendInTransaction,
  suspensionContextOf,
  type AccessChange,
} from '../people/people.service';
import { outcomeEmail, warningEmail } from './report-emails';
import {
  bookingInContext,
  closeReport,
  findReport,
  findReview,
  findUser,
  hideMessage,
  hideReview,
  insertReport,
  isListedTutor,
  listReports,
  lockReport,
  messagesAround,
  openReportsOfContent,
  otherReportsAbout,
  reportsBy,
  reviewInContext,
  tutorInContext,
  type NewReport,
  type ReportRow,
  type ReportWithPeople,
} from './reports.repo';
import { uuidPattern } from '@nibras/contracts/ids';

const messageIdPattern = /^[1-9]\d{0,15}$/;

type CreateReport = z.output<typeof createReportSchema>;

/**
 * What the caller reports, if they may: its column and whose it is. Anyone signed in reports a
 * listed tutor's profile and its reviews; a participant, the other side's message or their
 * session. Anything else is told it does not exist, as an id that does not.
 */
async function subjectOf(
  db: DbExecutor,
  caller: AuthenticatedUser,
  input: CreateReport,
): Promise<Pick<NewReport, 'tutorId' | 'reviewId' | 'messageId' | 'bookingId' | 'reportedUserId'>> {
  switch (input.subject) {
    case 'tutor': {
      const listed = uuidPattern.test(input.id) && (await isListedTutor(db, input.id));
      if (!listed) throw new AppError(404, 'tutor_not_found');
      if (input.id === caller.id) throw new AppError(403, 'forbidden');
      return { tutorId: input.id, reportedUserId: input.id };
    }
    case 'review': {
      const review = uuidPattern.test(input.id) ? await findReview(db, input.id) : undefined;
      if (!review || review.hiddenAt || !(await isListedTutor(db, review.tutorId))) {
        throw new AppError(404, 'review_not_found');
      }
      if (review.authorId === caller.id) throw new AppError(403, 'forbidden');
      return { reviewId: review.id, reportedUserId: review.authorId };
    }
    case 'message': {
      const message = messageIdPattern.test(input.id)
        ? await findMessage(db, Number(input.id))
        : undefined;
      const conversation = message && (await findConversation(db, message.conversationId));
      if (!message || !conversation || !roleIn(conversation, caller.id)) {
        throw new AppError(404, 'message_not_found');
      }
      if (message.senderId === caller.id) throw new AppError(403, 'own_message_not_reportable');
      return { messageId: message.id, reportedUserId: message.senderId };
    }
    case 'booking': {
      const { record, side } = await bookingFor(db, caller, input.id);
      const booking = record.booking;
      return {
        bookingId: booking.id,
        reportedUserId: side === 'tutor' ? booking.bookedById : booking.tutorId,
      };
    }
  }
}

/** A person's report, once per reporter and subject (409 the second time). */
export async function createReport(
  db: DbExecutor,
  caller: AuthenticatedUser,
  input: CreateReport,
  now: Date,
): Promise<void> {
  const subject = await subjectOf(db, caller, input);
  const stored = await insertReport(db, {
    ...subject,
    subject: input.subject,
    reporterId: caller.id,
    reason: input.reason,
    details: input.details || null,
    createdAt: now,
  });
  if (!stored) throw new AppError(409, 'already_reported');
}

/** A review's author is named to others by first name only, as on the profile. */
function reportedNameOf(row: ReportWithPeople): string | null {
  const name = row.reported?.fullName ?? null;
  return name && row.report.subject === 'review' ? (name.split(' ')[0] ?? name) : name;
}

export async function myReports(db: DbExecutor, caller: AuthenticatedUser): Promise<MyReport[]> {
  const rows = await reportsBy(db, caller.id);
  return rows.map((row) => ({
    id: row.report.id,
    subject: row.report.subject,
    reason: row.report.reason,
    details: row.report.details,
    reportedName: reportedNameOf(row),
    status: row.report.status,
    outcome: row.report.outcome,
    outcomeNote: row.report.outcomeNote,
    createdAt: row.report.createdAt.toISOString(),
    decidedAt: row.report.decidedAt?.toISOString() ?? null,
  }));
}

function toRow(row: ReportWithPeople): OperatorReportRow {
  return {
    id: row.report.id,
    subject: row.report.subject,
    reason: row.report.reason,
    status: row.report.status,
    outcome: row.report.outcome,
    reporter: row.reporter,
    reported: row.reported
      ? { id: row.reported.id, fullName: row.reported.fullName, userType: row.reported.userType }
      : null,
    flags: row.report.flags,
    createdAt: row.report.createdAt.toISOString(),
  };
}

export async function operatorReports(
  db: DbExecutor,
  query: z.output<typeof operatorReportsQuerySchema>,
): Promise<OperatorReportPage> {
  const { rows, total } = await listReports(db, query);
  return { items: rows.map(toRow), total, page: query.page, pageSize: query.pageSize };
}

async function contextOf(db: DbExecutor, report: ReportRow): Promise<ReportContext | null> {
  if (report.messageId !== null) {
    const around = await messagesAround(db, report.messageId);
    if (!around) return null;
    return {
      subject: 'message',
      conversationId: around.conversationId,
      messages: around.rows.map(({ message, sender }) => ({
        id: message.id,
        sender,
        // The operator reads a hidden message's words: they decided on them.
        body: message.body,
        sentAt: message.createdAt.toISOString(),
        hidden: message.hiddenAt !== null,
        reported: message.id === report.messageId,
      })),
    };
  }
  if (report.reviewId !== null) {
    const found = await reviewInContext(db, report.reviewId);
    if (!found) return null;
    return {
      subject: 'review',
      tutor: found.tutor,
      author: found.author,
      rating: found.review.rating,
      comment: found.review.comment,
      createdAt: found.review.createdAt.toISOString(),
      hidden: found.review.hiddenAt !== null,
    };
  }
  if (report.bookingId !== null) {
    const found = await bookingInContext(db, report.bookingId);
    if (!found) return null;
    return {
      subject: 'booking',
      bookingId: found.booking.id,
      tutor: found.tutor,
      booker: found.booker,
      status: found.booking.status,
      startAt: found.booking.startAt.toISOString(),
      endAt: found.booking.endAt.toISOString(),
      history: found.history.map((event) => ({
        type: event.toStatus,
        at: event.at.toISOString(),
        actor: event.actor,
      })),
    };
  }
  if (report.tutorId !== null) {
    const found = await tutorInContext(db, report.tutorId);
    if (!found) return null;
    return {
      subject: 'tutor',
      tutor: found.tutor,
      headline: found.headline,
      briefBio: found.briefBio ?? '',
      listed: found.listed,
    };
  }
  return null;
}

export async function operatorReport(db: DbExecutor, id: string): Promise<OperatorReport> {
  const row = uuidPattern.test(id) ? await findReport(db, id) : undefined;
  if (!row) throw new AppError(404, 'report_not_found');
  const reportedId = row.report.reportedUserId;
  const [context, others] = [
    await contextOf(db, row.report),
    reportedId ? await otherReportsAbout(db, reportedId, row.report.id) : [],
  ];
  return {
    ...toRow(row),
    details: row.report.details,
    outcomeNote: row.report.outcomeNote,
    decidedAt: row.report.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    context,
    reportedSuspended: row.reported?.suspendedAt != null,
    otherReports: others.map(toRow),
  };
}

const outcomeOf: Record<ReportAction, ReportOutcome> = {
  dismiss: 'dismissed',
  hide: 'hidden',
  warn: 'warned',
  suspend: 'suspended',
};

/** Closes a report and tells its reporter (if any, and still here) in their language. */
async function closeAndTell(
  tx: DbExecutor,
  report: ReportRow,
  decision: { outcome: ReportOutcome; note: string | null; at: Date; operatorId: string },
  appUrl: string,
) {
  await closeReport(tx, report.id, decision);
  const reporter = report.reporterId ? await findUser(tx, report.reporterId) : undefined;
  if (!reporter || reporter.deletedAt) return;
  await enqueueEmail(
    tx,
    reporter.email,
    outcomeEmail(
      reporter,
      {
        subject: report.subject,
        createdAt: report.createdAt,
        outcome: decision.outcome,
        note: decision.note,
      },
      appUrl,
    ),
  );
}

/**
 * An operator's decision on an open report, all in one transaction with its audit entry:
 * dismiss; hide the message or review (every open report of it closes with it); warn the
 * reported account by email; or suspend it through people. The reporter is emailed the outcome.
 */
export async function decideReport(
  app: FastifyInstance,
  operator: AuthenticatedUser,
  id: string,
  action: ReportAction,
  input: ReportDecisionInput,
): Promise<OperatorReport> {
  const context = suspensionContextOf(app);
  const { now } = context;
  const reason = input.reason.trim();
  const note = input.note?.trim() || null;
  const change = await app.db.transaction(async (tx): Promise<AccessChange> => {
    const report = uuidPattern.test(id) ? await lockReport(tx, id) : undefined;
    if (!report) throw new AppError(404, 'report_not_found');
    if (report.status !== 'open') throw new AppError(409, 'report_closed');
    const outcome = outcomeOf[action];
    let closing: ReportRow[] = [report];
    let change: AccessChange = { userIds: [] };
    if (action === 'hide') {
      if (report.messageId !== null) await hideMessage(tx, report.messageId, now);
      else if (report.reviewId !== null) await hideReview(tx, report.reviewId, now);
      else throw new AppError(409, 'report_not_hideable');
      closing = await openReportsOfContent(tx, report);
    }
    if (action === 'warn' || action === 'suspend') {
      const reported = report.reportedUserId && (await findUser(tx, report.reportedUserId));
      if (!reported || reported.deletedAt) throw new AppError(404, 'person_not_found');
      if (action === 'warn') await enqueueEmail(tx, reported.email, warningEmail(reported, reason));
      else {
        change = await suspendInTransaction(tx, context, operator, {
          userId: reported.id,
          reason,
          details: { reportId: report.id },
        });
      }
    }
    const decision = { outcome, note, at: now, operatorId: operator.id };
    for (const closed of closing) await closeAndTell(tx, closed, decision, app.config.appUrl);
    await recordOperatorAction(tx, {
      operatorId: operator.id,
      action: `report.${action}`,
      subjectType: 'report',
      subjectId: report.id,
      reason,
      details: {
        outcome,
        note,
        subject: report.subject,
        contentId: report.messageId ?? report.reviewId ?? report.bookingId ?? report.tutorId,
        reportedUserId: report.reportedUserId,
        closedReports: closing.map((closed) => closed.id),
      },
      at: now,
    });
    return change;
  });
  await afterAccessChange(app, change);
  return operatorReport(app.db, id);
}
