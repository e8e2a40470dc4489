import type { operatorReportsQuerySchema, ReportOutcome } from '@nibras/contracts/reports';
import { and, asc, count, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { readAll } from '../../db/reads';
import {
  bookingEvents,
  bookings,
  messages,
  reports,
  tutorProfiles,
  tutorReviews,
  tutorSearch,
  users,
} from '../../db/schema/index';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;

/** Stores a person's report, or nothing when they already reported this (once each). */
export async function insertReport(db: DbExecutor, report: NewReport): Promise<boolean> {
  const stored = await db
    .insert(reports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return stored.length > 0;
}

export async function isListedTutor(db: DbExecutor, tutorId: string) {
  const [row] = await db
    .select({ listed: tutorSearch.listed })
    .from(tutorSearch)
    .where(eq(tutorSearch.tutorId, tutorId));
  return row?.listed === true;
}

export async function findReview(db: DbExecutor, id: string) {
  const [row] = await db.select().from(tutorReviews).where(eq(tutorReviews.id, id));
  return row;
}

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');
const decider = alias(users, 'decider');

function reportsWithPeople(db: DbExecutor) {
  return db
    .select({
      report: reports,
      reporter: { id: reporter.id, fullName: reporter.fullName, userType: reporter.userType },
      reported: {
        ...{ id: reported.id, fullName: reported.fullName, userType: reported.userType },
        suspendedAt: reported.suspendedAt,
      },
      decidedBy: { id: decider.id, fullName: decider.fullName, userType: decider.userType },
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reported, eq(reported.id, reports.reportedUserId))
    .leftJoin(decider, eq(decider.id, reports.decidedById));
}

export async function listReports(
  db: DbExecutor,
  query: z.output<typeof operatorReportsQuerySchema>,
) {
  const where = and(
    query.status ? eq(reports.status, query.status) : undefined,
    query.subject ? eq(reports.subject, query.subject) : undefined,
    query.reason ? eq(reports.reason, query.reason) : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, totals] = await readAll(db, [
    () =>
      reportsWithPeople(db)
        .where(where)
        .orderBy(direction(reports.createdAt), asc(reports.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    () => db.select({ total: count() }).from(reports).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findReport(db: DbExecutor, id: string) {
  const [row] = await reportsWithPeople(db).where(eq(reports.id, id));
  return row;
}
export type ReportWithPeople = NonNullable<Awaited<ReturnType<typeof findReport>>>;

export async function lockReport(db: DbExecutor, id: string) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
  return row;
}

/** Other reports about the same account, newest first. */
export function otherReportsAbout(db: DbExecutor, userId: string, exceptId: string) {
  return reportsWithPeople(db)
    .where(and(eq(reports.reportedUserId, userId), ne(reports.id, exceptId)))
    .orderBy(desc(reports.createdAt), asc(reports.id))
    .limit(20);
}

export function reportsBy(db: DbExecutor, reporterId: string) {
  return reportsWithPeople(db)
    .where(eq(reports.reporterId, reporterId))
    .orderBy(desc(reports.createdAt), asc(reports.id));
}

/** Open reports of the same content as this one (the one included), locked in id order. */
export async function openReportsOfContent(db: DbExecutor, report: ReportRow) {
  const content =
    report.messageId !== null
      ? eq(reports.messageId, report.messageId)
      : report.reviewId !== null
        ? eq(reports.reviewId, report.reviewId)
        : eq(reports.id, report.id);
  return db
    .select()
    .from(reports)
    .where(and(content, eq(reports.status, 'open')))
    .orderBy(asc(reports.id))
    .for('update');
}

export async function closeReport(
  db: DbExecutor,
  id: string,
  decision: { outcome: ReportOutcome; note: string | null; at: Date; operatorId: string },
) {
  await db
    .update(reports)
    .set({
      status: 'closed',
      outcome: decision.outcome,
      outcomeNote: decision.note,
      decidedAt: decision.at,
      decidedById: decision.operatorId,
    })
    .where(eq(reports.id, id));
}

export async function hideMessage(db: DbExecutor, id: number, at: Date) {
  await db
    .update(messages)
    .set({ hiddenAt: at })
    .where(and(eq(messages.id, id), isNull(messages.hiddenAt)));
}

export async function hideReview(db: DbExecutor, id: string, at: Date) {
  await db
    .update(tutorReviews)
    .set({ hiddenAt: at })
    .where(and(eq(tutorReviews.id, id), isNull(tutorReviews.hiddenAt)));
}

export async function findUser(db: DbExecutor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

const sender = alias(users, 'sender');

/** The reported message with the few before and after it in its conversation. */
export async function messagesAround(db: DbExecutor, messageId: number, around = 3) {
  const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!message) return undefined;
  const columns = {
    message: messages,
    sender: { id: sender.id, fullName: sender.fullName, userType: sender.userType },
  };
  const inConversation = eq(messages.conversationId, message.conversationId);
  const [before, after] = await readAll(db, [
    () =>
      db
        .select(columns)
        .from(messages)
        .innerJoin(sender, eq(sender.id, messages.senderId))
        .where(and(inConversation, lte(messages.id, messageId)))
        .orderBy(desc(messages.id))
        .limit(around + 1),
    () =>
      db
        .select(columns)
        .from(messages)
        .innerJoin(sender, eq(sender.id, messages.senderId))
        .where(and(inConversation, gt(messages.id, messageId)))
        .orderBy(asc(messages.id))
        .limit(around),
  ]);
  return { conversationId: message.conversationId, rows: [...before.reverse(), ...after] };
}

const author = alias(users, 'author');
const tutor = alias(users, 'tutor');
const booker = alias(users, 'booker');

export async function reviewInContext(db: DbExecutor, reviewId: string) {
  const [row] = await db
    .select({
      review: tutorReviews,
      tutor: { id: tutor.id, fullName: tutor.fullName, userType: tutor.userType },
      author: { id: author.id, fullName: author.fullName, userType: author.userType },
    })
    .from(tutorReviews)
    .innerJoin(tutor, eq(tutor.id, tutorReviews.tutorId))
    .leftJoin(author, eq(author.id, tutorReviews.authorId))
    .where(eq(tutorReviews.id, reviewId));
  return row;
}

export async function bookingInContext(db: DbExecutor, bookingId: string) {
  const [row] = await db
    .select({
      booking: bookings,
      tutor: { id: tutor.id, fullName: tutor.fullName, userType: tutor.userType },
      booker: { id: booker.id, fullName: booker.fullName, userType: booker.userType },
    })
    .from(bookings)
    .innerJoin(tutor, eq(tutor.id, bookings.tutorId))
    .innerJoin(booker, eq(booker.id, bookings.bookedById))
    .where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  const history = await db
    .select({
      toStatus: bookingEvents.toStatus,
      at: bookingEvents.at,
      actor: users.fullName,
    })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorId))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  return { ...row, history };
}

export async function tutorInContext(db: DbExecutor, tutorId: string) {
  const [row] = await db
    .select({
      tutor: { id: tutor.id, fullName: tutor.fullName, userType: tutor.userType },
      headline: tutorProfiles.headline,
      briefBio: tutorProfiles.briefBio,
      listed: sql<boolean>`coalesce(${tutorSearch.listed}, false)`,
    })
    .from(tutor)
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, tutor.id))
    .leftJoin(tutorSearch, eq(tutorSearch.tutorId, tutor.id))
    .where(eq(tutor.id, tutorId));
  return row;
}
