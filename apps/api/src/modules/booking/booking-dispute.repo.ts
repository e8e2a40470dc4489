import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { disputes } from '../../db/schema/index';

/** The dispute or no-show claim of a booking, if there is one (at most one: `booking_id` is unique). */
export async function disputeOf(
  db: DbExecutor,
  bookingId: string,
  options: { lock?: boolean } = {},
) {
  const query = db.select().from(disputes).where(eq(disputes.bookingId, bookingId));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function saveTutorAnswer(
  db: DbExecutor,
  disputeId: string,
  answer: { tutorAnswer: string; tutorAnsweredAt: Date },
) {
  await db.update(disputes).set(answer).where(eq(disputes.id, disputeId));
}
