import type { peopleQuerySchema } from '@nibras/contracts/people';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { readAll } from '../../db/reads';
import { bookings, childProfiles, familyInvitations, reports, users } from '../../db/schema/index';

export type PeopleFilter = z.output<typeof peopleQuerySchema>;

/** `%` and `_` typed into the search box are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const statusCondition = {
  active: and(isNull(users.suspendedAt), isNull(users.deletedAt)),
  suspended: and(isNotNull(users.suspendedAt), isNull(users.deletedAt)),
  deleted: isNotNull(users.deletedAt),
};

export async function listPeople(db: DbExecutor, filter: PeopleFilter) {
  const q = filter.q?.trim();
  const where = and(
    q ? or(ilike(users.fullName, likePattern(q)), ilike(users.email, likePattern(q))) : undefined,
    filter.role ? eq(users.userType, filter.role) : undefined,
    filter.status ? statusCondition[filter.status] : undefined,
  );
  const direction = filter.order === 'asc' ? asc : desc;
  const order =
    filter.sort === 'name'
      ? [direction(users.fullName), asc(users.id)]
      : [direction(users.createdAt), asc(users.id)];
  const [rows, totals] = await readAll(db, [
    () =>
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
    () => db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findPerson(db: DbExecutor, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Bookings the person takes part in: as tutor, student, booker, or a child's parent. */
function bookingsOf(userId: string) {
  return or(
    eq(bookings.tutorId, userId),
    eq(bookings.studentId, userId),
    eq(bookings.bookedById, userId),
    inArray(
      bookings.childId,
      sql`(select ${childProfiles.id} from ${childProfiles} where ${childProfiles.parentId} = ${userId})`,
    ),
  );
}

export async function countsOf(db: DbExecutor, userId: string, now: Date) {
  const [all, upcoming, about, made] = await readAll(db, [
    () => db.select({ n: count() }).from(bookings).where(bookingsOf(userId)),
    () =>
      db
        .select({ n: count() })
        .from(bookings)
        .where(
          and(
            bookingsOf(userId),
            inArray(bookings.status, ['requested', 'confirmed']),
            gt(bookings.startAt, now),
          ),
        ),
    () => db.select({ n: count() }).from(reports).where(eq(reports.reportedUserId, userId)),
    () => db.select({ n: count() }).from(reports).where(eq(reports.reporterId, userId)),
  ]);
  return {
    bookings: all[0]?.n ?? 0,
    upcomingBookings: upcoming[0]?.n ?? 0,
    reportsAbout: about[0]?.n ?? 0,
    reportsMade: made[0]?.n ?? 0,
  };
}

/**
 * Bookings still ahead that the person takes part in, soonest first: those a suspension cancels
 * (the same set as an account's deletion).
 */
export async function upcomingBookingsOf(db: DbExecutor, userId: string, now: Date) {
  return db
    .select({ id: bookings.id, tutorId: bookings.tutorId })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['requested', 'confirmed']),
        gt(bookings.startAt, now),
        bookingsOf(userId),
      ),
    )
    .orderBy(asc(bookings.startAt));
}

/**
 * Logins a parent made for their children (not a student who accepted an invitation, who owns
 * their account): they go with the parent's suspension.
 */
export async function childLoginsOf(db: DbExecutor, parentId: string) {
  const rows = await db
    .select({ userId: childProfiles.userId })
    .from(childProfiles)
    .where(
      and(
        eq(childProfiles.parentId, parentId),
        isNotNull(childProfiles.userId),
        sql`not exists (select 1 from ${familyInvitations}
          where ${familyInvitations.parentId} = ${parentId}
            and ${familyInvitations.studentId} = ${childProfiles.userId}
            and ${familyInvitations.status} = 'accepted')`,
      ),
    );
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}

export async function setSuspension(
  db: DbExecutor,
  userIds: string[],
  suspension: { at: Date; reason: string } | null,
  now: Date,
) {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({
      suspendedAt: suspension?.at ?? null,
      suspensionReason: suspension?.reason ?? null,
      updatedAt: now,
    })
    .where(and(inArray(users.id, userIds), isNull(users.deletedAt)));
}
