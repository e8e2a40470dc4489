import { activeBookingStatuses } from '@nibras/contracts/booking';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookings, calendarFeeds, childProfiles, users } from '../../db/schema/index';

export async function findFeedOf(db: DbExecutor, userId: string) {
  const [feed] = await db
    .select({ feedId: calendarFeeds.feedId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feed;
}

/** Makes the person's first feed; one already there stays (two first asks agree). */
export async function insertFeedIfNone(
  db: DbExecutor,
  feed: { userId: string; feedId: string; tokenHash: string; createdAt: Date },
) {
  await db.insert(calendarFeeds).values(feed).onConflictDoNothing({
    target: calendarFeeds.userId,
  });
}

/** A new feed in place of the old one, whose address then finds nothing. */
export async function replaceFeed(
  db: DbExecutor,
  feed: { userId: string; feedId: string; tokenHash: string; createdAt: Date },
) {
  await db
    .insert(calendarFeeds)
    .values(feed)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { feedId: feed.feedId, tokenHash: feed.tokenHash, createdAt: feed.createdAt },
    });
}

/** The feed's owner, if the token's hash names a feed of an account that still exists. */
export async function findFeedOwner(db: DbExecutor, tokenHash: string) {
  const [owner] = await db
    .select({ userId: users.id, language: users.preferredLanguage })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.deletedAt)));
  return owner;
}

/**
 * The person's sessions not yet over, soonest first: as the tutor, as the student, or as the
 * parent of the child taught; requested and confirmed ones (a cancelled one leaves the feed).
 */
export async function upcomingBookingIds(
  db: DbExecutor,
  userId: string,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        or(
          eq(bookings.tutorId, userId),
          eq(bookings.studentId, userId),
          inArray(
            bookings.childId,
            db
              .select({ id: childProfiles.id })
              .from(childProfiles)
              .where(eq(childProfiles.parentId, userId)),
          ),
        ),
        inArray(bookings.status, [...activeBookingStatuses]),
        gt(bookings.endAt, now),
      ),
    )
    .orderBy(asc(bookings.startAt), asc(sql`${bookings.id}`))
    .limit(limit);
  return rows.map((row) => row.id);
}
