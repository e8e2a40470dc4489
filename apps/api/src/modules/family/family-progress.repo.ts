import { and, desc, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { bookings, subjects, users } from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';

/**
 * The figures of a child's progress: the child's bookings that started in the period, before
 * now, counted per month (in the parent's zone) and subject.
 */

export type ProgressPeriod = { childId: string; timeZone: string; months: number; now: Date };

const localStart = (timeZone: string) => sql`timezone(${timeZone}, ${bookings.startAt})`;

function inPeriod(period: ProgressPeriod): SQL | undefined {
  const now = period.now.toISOString();
  return and(
    eq(bookings.childId, period.childId),
    lt(bookings.startAt, period.now),
    sql`${localStart(period.timeZone)} >= date_trunc('month', timezone(${period.timeZone}, ${now}::timestamptz)) - make_interval(months => ${period.months - 1})`,
  );
}

/** A cancelled booking that a reschedule replaced is a move, not a cancellation. */
const replaced = sql`exists (select 1 from ${bookings} successor where successor.rescheduled_from_id = ${bookings.id})`;
const cancelledFor = (late: boolean) =>
  sql<number>`count(*) filter (where ${bookings.status} = 'cancelled' and ${bookings.lateCancellation} = ${late} and not ${replaced})::int`;

export function monthlyFigures(db: DbExecutor, period: ProgressPeriod) {
  const month = sql<string>`to_char(${localStart(period.timeZone)}, 'YYYY-MM')`;
  return (
    db
      .select({
        month,
        subject: { id: subjects.id, nameEn: subjects.nameEn, nameAr: subjects.nameAr },
        completed: sql<number>`count(*) filter (where ${bookings.status} = 'completed')::int`,
        minutes: sql<number>`coalesce(sum(extract(epoch from ${bookings.endAt} - ${bookings.startAt}) / 60) filter (where ${bookings.status} = 'completed'), 0)::int`,
        learnerNoShow: sql<number>`count(*) filter (where ${bookings.status} = 'no_show' and ${bookings.noShowParty} = 'student')::int`,
        tutorNoShow: sql<number>`count(*) filter (where ${bookings.status} = 'no_show' and ${bookings.noShowParty} = 'tutor')::int`,
        cancelled: cancelledFor(false),
        lateCancelled: cancelledFor(true),
      })
      .from(bookings)
      .innerJoin(subjects, eq(subjects.id, bookings.subjectId))
      .where(inPeriod(period))
      // By position: the month's expression carries the zone as a parameter of its own.
      .groupBy(sql`1`, subjects.id)
      .orderBy(sql`1`, subjects.id)
  );
}

export const maxNotes = 50;

/** The tutors' notes and homework of the period's bookings, newest first. */
export function notesOf(db: DbExecutor, period: ProgressPeriod) {
  return db
    .select({
      bookingId: bookings.id,
      startAt: bookings.startAt,
      subject: { id: subjects.id, nameEn: subjects.nameEn, nameAr: subjects.nameAr },
      tutor: { id: users.id, fullName: users.fullName },
      notes: bookings.notes,
      homework: bookings.homework,
    })
    .from(bookings)
    .innerJoin(subjects, eq(subjects.id, bookings.subjectId))
    .innerJoin(users, eq(users.id, bookings.tutorId))
    .where(and(inPeriod(period), isNotNull(bookings.notes)))
    .orderBy(desc(bookings.startAt), desc(bookings.id))
    .limit(maxNotes);
}
