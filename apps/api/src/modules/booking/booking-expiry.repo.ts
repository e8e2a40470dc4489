import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookings } from '../../db/schema/index';

/** What the expiry of a request reads of its booking, the row locked until the transaction ends. */
export async function lockBookingForExpiry(db: DbExecutor, bookingId: string) {
  const [booking] = await db
    .select({ status: bookings.status, tutorId: bookings.tutorId, endAt: bookings.endAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return booking;
}
