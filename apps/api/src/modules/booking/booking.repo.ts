import { activeBookingStatuses, type BookingScope } from '@nibras/contracts/booking';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  areas,
  bookingAddresses,
  bookingEvents,
  bookingJoins,
  bookingVisits,
  bookings,
  childProfiles,
  grades,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  subjects,
  tutorAvailability,
  tutorReviews,
  studentProfiles,
  tutorSubjects,
  users,
} from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';
import { readAll } from '../../db/reads';
import { latestChangeRequestOf } from './booking-change-request.repo';

export type BookingRow = typeof bookings.$inferSelect;

const tutorUser = alias(users, 'tutor_user');
const studentUser = alias(users, 'student_user');
const addressArea = alias(areas, 'address_area');
const addressCity = alias(areas, 'address_city');

/** When the tutor said this of an in-person lesson on the day, or null. */
function visitAt(kind: 'arrived' | 'finished') {
  return sql<Date | null>`(
    select ${bookingVisits.at} from ${bookingVisits}
    where ${bookingVisits.bookingId} = ${bookings.id} and ${bookingVisits.kind} = ${kind}
  )`.mapWith(bookingVisits.at);
}

/** A booking with the names every answer shows and what the rules need to know about it. */
function selectBookings(db: DbExecutor) {
  return (
    db
      .select({
        booking: bookings,
        tutor: {
          id: tutorUser.id,
          fullName: tutorUser.fullName,
          avatarPath: tutorUser.avatarPath,
          addressAs: tutorUser.addressAs,
          // Slots are shown in the zone of the tutor's hours; the signup zone until they set some.
          timeZone: sql<string>`coalesce(${tutorAvailability.timeZone}, ${tutorUser.timeZone})`,
        },
        subject: { id: subjects.id, nameEn: subjects.nameEn, nameAr: subjects.nameAr },
        learnerName: sql<string>`coalesce(${studentUser.fullName}, ${childProfiles.name})`,
        // What the family told of the learner: the child's profile (which the parent keeps) first,
        // else the student's own; either may be missing for an older account.
        learnerAge: sql<number | null>`coalesce(${childProfiles.age}, ${studentProfiles.age})::int`,
        learnerGoals: sql<
          string | null
        >`coalesce(${childProfiles.learningGoals}, ${studentProfiles.learningGoals})`,
        learnerGrade: { nameEn: grades.nameEn, nameAr: grades.nameAr },
        childParentId: childProfiles.parentId,
        rescheduledToId: sql<string | null>`(
        select successor.id from bookings successor
        where successor.rescheduled_from_id = ${bookings.id}
      )`,
        // What the family paid in the end: the net of the charge and any refund on its wallet.
        familyCharged: sql<string>`(
        select coalesce(-sum(e.amount), 0)::text
        from ${ledgerEntries} e
        join ${ledgerTransactions} t on t.id = e.transaction_id
        join ${ledgerAccounts} a on a.id = e.account_id
        where t.booking_id = ${bookings.id}
          and t.kind in ('booking_charge', 'dispute_refund')
          and a.kind in ('family_held', 'family_available')
      )`,
        changeRequest: latestChangeRequestOf(bookings.id),
        reviewed: sql<boolean>`exists (select 1 from ${tutorReviews} where ${tutorReviews.bookingId} = ${bookings.id})`,
        // In person: where (read under the address rules, booking-rules.ts' addressVisibleTo).
        address: {
          place: bookingAddresses.place,
          areaId: bookingAddresses.areaId,
          street: bookingAddresses.street,
          building: bookingAddresses.building,
          notes: bookingAddresses.notes,
          areaNameEn: addressArea.nameEn,
          areaNameAr: addressArea.nameAr,
          cityNameEn: addressCity.nameEn,
          cityNameAr: addressCity.nameAr,
        },
        arrivedAt: visitAt('arrived'),
        finishedAt: visitAt('finished'),
      })
      .from(bookings)
      .innerJoin(tutorUser, eq(tutorUser.id, bookings.tutorId))
      .innerJoin(subjects, eq(subjects.id, bookings.subjectId))
      .leftJoin(tutorAvailability, eq(tutorAvailability.tutorId, bookings.tutorId))
      .leftJoin(studentUser, eq(studentUser.id, bookings.studentId))
      .leftJoin(childProfiles, eq(childProfiles.id, bookings.childId))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, bookings.studentId))
      .leftJoin(
        grades,
        eq(grades.id, sql`coalesce(${childProfiles.gradeId}, ${studentProfiles.gradeId})`),
      )
      .leftJoin(bookingAddresses, eq(bookingAddresses.bookingId, bookings.id))
      .leftJoin(addressArea, eq(addressArea.id, bookingAddresses.areaId))
      // A district's city is its parent; an address that names only a city is its own city.
      .leftJoin(
        addressCity,
        eq(addressCity.id, sql`coalesce(${addressArea.parentId}, ${addressArea.id})`),
      )
      .$dynamic()
  );
}

export type BookingRecord = Awaited<ReturnType<typeof selectBookings>>[number];

/** One booking; `lock` holds its row until the transaction ends, so two changes never cross. */
export async function findBooking(
  db: DbExecutor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<BookingRecord | undefined> {
  const query = selectBookings(db).where(eq(bookings.id, id));
  const [record] = await (options.lock ? query.for('update', { of: bookings }) : query);
  return record;
}

/** Whose bookings a caller sees: a tutor's own, a student's own, a parent's children's. */
export function bookingsOf(user: { id: string; userType: string }): SQL | undefined {
  if (user.userType === 'Tutor') return eq(bookings.tutorId, user.id);
  if (user.userType === 'Student') return eq(bookings.studentId, user.id);
  return inArray(
    bookings.childId,
    sql`(select ${childProfiles.id} from ${childProfiles} where ${childProfiles.parentId} = ${user.id})`,
  );
}

/** One child's bookings, for their parent's view of that child. */
export function bookingsOfChild(childId: string): SQL {
  return eq(bookings.childId, childId);
}

/** The bookings of each list (contracts' bookingScopes say which). */
function inScope(scope: BookingScope, now: Date): SQL | undefined {
  const active = [...activeBookingStatuses];
  switch (scope) {
    case 'upcoming':
      return and(gt(bookings.endAt, now), inArray(bookings.status, active));
    case 'past':
      return or(lte(bookings.endAt, now), notInArray(bookings.status, active));
    case 'requests':
      // A request still unanswered at its start is declined then; until that job runs, it is not
      // waiting for an answer any more.
      return and(eq(bookings.status, 'requested'), gt(bookings.startAt, now));
    case 'confirmed':
      return and(eq(bookings.status, 'confirmed'), gt(bookings.endAt, now));
    case 'needs-notes':
      // What the tutor still owes a session: its outcome once over, then its notes.
      return or(
        and(eq(bookings.status, 'confirmed'), lte(bookings.endAt, now)),
        and(eq(bookings.status, 'completed'), isNull(bookings.notes)),
      );
  }
}

/** Lists of what is ahead read soonest first; the others latest first. */
const soonestFirst: Record<BookingScope, boolean> = {
  upcoming: true,
  requests: true,
  confirmed: true,
  past: false,
  'needs-notes': false,
};

export async function listBookingRecords(
  db: DbExecutor,
  filter: { owner: SQL | undefined; scope: BookingScope; now: Date },
  page: { page: number; pageSize: number },
) {
  const where = and(filter.owner, inScope(filter.scope, filter.now));
  const order = soonestFirst[filter.scope] ? asc(bookings.startAt) : desc(bookings.startAt);
  const [records, [total]] = await readAll(db, [
    () =>
      selectBookings(db)
        .where(where)
        .orderBy(order, asc(bookings.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
    () => db.select({ count: count() }).from(bookings).where(where),
  ]);
  return { records, total: total?.count ?? 0 };
}

/**
 * Concurrent inserts for one tutor queue here, until the transaction ends: two at once would
 * each find the other's row in the exclusion constraint, wait on it, and deadlock (40P01). A
 * weekly series takes it before it reads which weeks are free (it is re-entrant).
 */
export async function queueOnTutor(db: DbExecutor, tutorId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${tutorId}, 0))`);
}

export async function insertBooking(db: DbExecutor, values: typeof bookings.$inferInsert) {
  await queueOnTutor(db, values.tutorId);
  const [row] = await db.insert(bookings).values(values).returning({ id: bookings.id });
  if (!row) throw new Error('the session was not inserted');
  return row.id;
}

export async function updateBooking(
  db: DbExecutor,
  id: string,
  changes: Partial<typeof bookings.$inferInsert> & { updatedAt: Date },
) {
  await db.update(bookings).set(changes).where(eq(bookings.id, id));
}

export async function insertEvent(db: DbExecutor, event: typeof bookingEvents.$inferInsert) {
  await db.insert(bookingEvents).values(event);
}

/**
 * A booking's changes oldest first; changes made at the same instant (a booking confirmed by a
 * parent's approval on the clock of its request) keep the order of its life: made, answered,
 * then anything else.
 */
export const eventsInLifeOrder = [
  asc(bookingEvents.at),
  sql`case when ${bookingEvents.fromStatus} is null then 0 when ${bookingEvents.fromStatus} = 'requested' then 1 else 2 end`,
  asc(bookingEvents.id),
];

/** Oldest first, in the order of the booking's life (eventsInLifeOrder). */
export function historyOf(db: DbExecutor, bookingId: string) {
  return db
    .select({
      at: bookingEvents.at,
      actorId: bookingEvents.actorId,
      actorName: users.fullName,
      fromStatus: bookingEvents.fromStatus,
      toStatus: bookingEvents.toStatus,
      reason: bookingEvents.reason,
    })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorId))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(...eventsInLifeOrder);
}

/**
 * Who came, oldest first: the classroom's join log, and in person the tutor's "I have arrived"
 * (decision 0030), which the no-show and dispute rules read as the tutor's join.
 */
export async function joinsOf(db: DbExecutor, bookingId: string) {
  const [joins, arrivals] = await readAll(db, [
    () =>
      db
        .select({ userId: bookingJoins.userId, fullName: users.fullName, at: bookingJoins.at })
        .from(bookingJoins)
        .innerJoin(users, eq(users.id, bookingJoins.userId))
        .where(eq(bookingJoins.bookingId, bookingId)),
    () =>
      db
        .select({ userId: bookingVisits.userId, fullName: users.fullName, at: bookingVisits.at })
        .from(bookingVisits)
        .innerJoin(users, eq(users.id, bookingVisits.userId))
        .where(and(eq(bookingVisits.bookingId, bookingId), eq(bookingVisits.kind, 'arrived'))),
  ]);
  return [...joins, ...arrivals].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Whether this participant ever opened the session's classroom, or in person said they arrived. */
export async function hasJoined(db: DbExecutor, bookingId: string, userId: string) {
  const [joined, arrived] = await readAll(db, [
    () =>
      db
        .select({ id: bookingJoins.id })
        .from(bookingJoins)
        .where(and(eq(bookingJoins.bookingId, bookingId), eq(bookingJoins.userId, userId)))
        .limit(1),
    () =>
      db
        .select({ id: bookingVisits.id })
        .from(bookingVisits)
        .where(
          and(
            eq(bookingVisits.bookingId, bookingId),
            eq(bookingVisits.userId, userId),
            eq(bookingVisits.kind, 'arrived'),
          ),
        )
        .limit(1),
  ]);
  return joined.length > 0 || arrived.length > 0;
}

export async function insertJoin(db: DbExecutor, join: typeof bookingJoins.$inferInsert) {
  await db.insert(bookingJoins).values(join);
}

export async function reviewOf(db: DbExecutor, bookingId: string) {
  const [review] = await db
    .select({
      rating: tutorReviews.rating,
      comment: tutorReviews.comment,
      createdAt: tutorReviews.createdAt,
      hiddenAt: tutorReviews.hiddenAt,
    })
    .from(tutorReviews)
    .where(eq(tutorReviews.bookingId, bookingId));
  return review;
}

export async function insertReview(db: DbExecutor, review: typeof tutorReviews.$inferInsert) {
  await db.insert(tutorReviews).values(review);
}

/**
 * The one rule of free trials: a learner has one per tutor, and a trial that still counts
 * (anything but declined or cancelled) uses it. Answers which of these learners have used
 * theirs; booking checks it (`trialUsed`), and the eligibility answer reads it before the time.
 */
export async function trialsUsed(db: DbExecutor, tutorId: string, learnerKeys: string[]) {
  if (learnerKeys.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ learnerKey: bookings.learnerKey })
    .from(bookings)
    .where(
      and(
        eq(bookings.tutorId, tutorId),
        inArray(bookings.learnerKey, learnerKeys),
        eq(bookings.trial, true),
        notInArray(bookings.status, ['declined', 'cancelled']),
      ),
    );
  return new Set(rows.map((row) => row.learnerKey));
}

/** Whether this learner has used their free trial with this tutor (`trialsUsed`'s rule). */
export async function trialUsed(db: DbExecutor, tutorId: string, learnerKey: string) {
  return (await trialsUsed(db, tutorId, [learnerKey])).has(learnerKey);
}

/** A parent's current children, oldest first, with the key their bookings are kept under. */
export async function learnersOfParent(db: DbExecutor, parentId: string) {
  const rows = await db
    .select({ id: childProfiles.id, userId: childProfiles.userId })
    .from(childProfiles)
    .where(and(eq(childProfiles.parentId, parentId), isNull(childProfiles.removedAt)))
    .orderBy(asc(childProfiles.createdAt), asc(childProfiles.id));
  return rows.map((row) => ({ childId: row.id, key: row.userId ?? row.id }));
}

/** One of the parent's children, with their own login if they have one; removed ones only if asked. */
export async function findChildOf(
  db: DbExecutor,
  parentId: string,
  childId: string,
  options: { removed?: boolean } = {},
) {
  const [child] = await db
    .select({ id: childProfiles.id, userId: childProfiles.userId })
    .from(childProfiles)
    .where(
      and(
        eq(childProfiles.id, childId),
        eq(childProfiles.parentId, parentId),
        options.removed ? undefined : isNull(childProfiles.removedAt),
      ),
    );
  return child;
}

/** The child profile a student account belongs to, when a parent manages them. */
export async function childProfileOfStudent(db: DbExecutor, studentId: string) {
  const [child] = await db
    .select({ id: childProfiles.id })
    .from(childProfiles)
    .where(and(eq(childProfiles.userId, studentId), isNull(childProfiles.removedAt)));
  return child;
}

/** The tutor's prices for a subject they teach, or undefined when they do not teach it. */
export async function subjectPriceOf(db: DbExecutor, tutorId: string, subjectId: number) {
  const [price] = await db
    .select({
      onlinePrice: tutorSubjects.onlinePrice,
      offlinePrice: tutorSubjects.offlinePrice,
      currency: tutorSubjects.currency,
    })
    .from(tutorSubjects)
    .where(and(eq(tutorSubjects.tutorId, tutorId), eq(tutorSubjects.subjectId, subjectId)));
  return price;
}
