import { z } from 'zod';
import { bookingInstantSchema, bookingSchema } from './booking';

const uuidSchema = z.uuid({ error: 'validation.booking.idInvalid' });

/** The longest weekly series, and how far ahead an "until stopped" one is made (decision 0033). */
export const maxSeriesWeeks = 26;

/**
 * `POST /booking-series` (issue 34): the first lesson's `start`, then the same wall-clock time in
 * the learner's zone every week, for `weeks` weeks; without `weeks`, until the family stops it.
 * `moves` picks another time for some weeks (each a week's wanted start → the time chosen
 * instead, usually the alternative a `series_conflict` offered).
 */
export const createBookingSeriesSchema = z.object({
  tutorId: uuidSchema,
  subjectId: z
    .number({ error: 'validation.booking.subjectRequired' })
    .int('validation.idInvalid')
    .positive('validation.idInvalid'),
  childId: uuidSchema.optional(),
  start: bookingInstantSchema,
  weeks: z
    .number({ error: 'validation.selectionInvalid' })
    .int('validation.selectionInvalid')
    .min(1, 'validation.selectionInvalid')
    .max(maxSeriesWeeks, 'validation.selectionInvalid')
    .optional(),
  moves: z.record(z.string(), bookingInstantSchema).optional(),
});
export type CreateBookingSeriesInput = z.input<typeof createBookingSeriesSchema>;

/** A weekly series and each of its lessons, soonest first, each as `GET /bookings/:id` reads it. */
export const bookingSeriesSchema = z.object({
  id: z.string(),
  /** The learner's zone, where every lesson keeps `localTime`. */
  timeZone: z.string(),
  localTime: z.string(),
  weeks: z.number().int(),
  untilStopped: z.boolean(),
  stoppedAt: z.string().nullable(),
  occurrences: z.array(bookingSchema),
});
export type BookingSeries = z.infer<typeof bookingSeriesSchema>;
