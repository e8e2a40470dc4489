import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client';
import { bookings, childProfiles, disputes, users } from '../../db/schema/index';
import type { DisputeKind, DisputeStatus } from '@nibras/contracts/booking';

const tutors = alias(users, 'tutor');
const openers = alias(users, 'opener');
const deciders = alias(users, 'decider');

const summaryColumns = {
  dispute: disputes,
  booking: {
    id: bookings.id,
    startAt: bookings.startAt,
    endAt: bookings.endAt,
    status: bookings.status,
    noShowParty: bookings.noShowParty,
    paymentStatus: bookings.paymentStatus,
    priceAmount: bookings.priceAmount,
    currency: bookings.currency,
    tutorId: bookings.tutorId,
    childId: bookings.childId,
    studentId: bookings.studentId,
  },
  tutor: {
    id: tutors.id,
    fullName: tutors.fullName,
    email: tutors.email,
    preferredLanguage: tutors.preferredLanguage,
    timeZone: tutors.timeZone,
  },
  openedBy: {
    id: openers.id,
    fullName: openers.fullName,
    email: openers.email,
    preferredLanguage: openers.preferredLanguage,
    timeZone: openers.timeZone,
  },
};

function withPeople(db: DbExecutor) {
  return db
    .select(summaryColumns)
    .from(disputes)
    .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
    .innerJoin(tutors, eq(tutors.id, bookings.tutorId))
    .innerJoin(openers, eq(openers.id, disputes.openedById));
}

export type DisputeRow = Awaited<ReturnType<typeof findDispute>> & {};

/** A page of the queue, oldest first by default: the longest waiting is decided first. */
export async function listDisputes(
  db: DbExecutor,
  query: {
    status?: DisputeStatus;
    kind?: DisputeKind;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(disputes.status, query.status));
  if (query.kind) filters.push(eq(disputes.kind, query.kind));
  const where = filters.length ? and(...filters) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await withPeople(db)
    .where(where)
    .orderBy(direction(disputes.createdAt), direction(disputes.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ total: count() }).from(disputes).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findDispute(db: DbExecutor, id: string) {
  const [row] = await withPeople(db).where(eq(disputes.id, id));
  return row;
}

export async function userNameOf(db: DbExecutor, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: deciders.id, fullName: deciders.fullName })
    .from(deciders)
    .where(eq(deciders.id, id));
  return row ?? null;
}

/** The learner's name: the student's, or the child's of a parent. */
export async function learnerNameOf(
  db: DbExecutor,
  booking: { studentId: string | null; childId: string | null },
) {
  if (booking.studentId) {
    const [row] = await db
      .select({ name: users.fullName })
      .from(users)
      .where(eq(users.id, booking.studentId));
    return row?.name ?? '';
  }
  if (!booking.childId) return '';
  const [row] = await db
    .select({ name: childProfiles.name })
    .from(childProfiles)
    .where(eq(childProfiles.id, booking.childId));
  return row?.name ?? '';
}
