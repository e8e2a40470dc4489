import { z } from 'zod';
import {
  bookingReasonSchema,
  bookingSchema,
  changeRequestSchema,
  rescheduleBookingSchema,
} from './booking';

/**
 * `POST /bookings/:id/change-request`: a child's login asks its parent to cancel the session,
 * or to move it to `start` (a free time of the tutor's, checked as a reschedule is).
 */
export const changeRequestInputSchema = z.discriminatedUnion(
  'kind',
  [
    bookingReasonSchema.extend({ kind: z.literal('cancel') }),
    rescheduleBookingSchema.extend({ kind: z.literal('move') }),
  ],
  { error: 'validation.selectionInvalid' },
);
export type ChangeRequestInput = z.input<typeof changeRequestInputSchema>;

/** `POST /bookings/:id/change-request/decline`: the parent's optional reason. */
export const changeRequestDeclineSchema = bookingReasonSchema;

/** `GET /family/change-requests`: the children's open requests, each with its booking. */
export const familyChangeRequestSchema = z.object({
  request: changeRequestSchema,
  booking: bookingSchema,
});
export type FamilyChangeRequest = z.infer<typeof familyChangeRequestSchema>;
export const familyChangeRequestListSchema = z.array(familyChangeRequestSchema);
