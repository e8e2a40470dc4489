import {
  bookingDetailSchema,
  bookingListQuerySchema,
  bookingPageSchema,
  bookingReasonSchema,
  bookingSchema,
  createBookingSchema,
  joinAnswerSchema,
  noShowSchema,
  rescheduleBookingSchema,
  reviewSchema,
  trialEligibilityQuerySchema,
  trialEligibilitySchema,
  bookingNotesSchema,
  disputeAnswerSchema,
  type NoShowParty,
} from '@nibras/contracts/booking';
import { envelopeSchema } from '@nibras/contracts/envelope';
import { tutorEarningsSchema } from '@nibras/contracts/tutor-earnings';
import { disputeSchema } from '@nibras/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { bookingWrites } from './booking-writes';
import {
  joinLesson,
  reviewBooking,
  saveBookingNotes,
  bookingCalendar,
} from './booking-classroom.service';
import { approveBooking, refuseBooking } from './booking-approval.service';
import { answerDispute, disputeBooking } from './booking-dispute.service';
import { changeStatus, type StatusAction } from './booking-transitions.service';
import {
  bookingDetail,
  createBooking,
  listBookings,
  rescheduleBooking,
  trialEligibility,
} from './booking.service';
import { tutorEarnings } from './tutor-earnings.service';
import { recordVisit } from './booking-visits.service';

const tags = ['bookings'];
const params = z.object({ id: z.string() });
const bookingAnswer = envelopeSchema(bookingSchema);
const detailAnswer = envelopeSchema(bookingDetailSchema);

/** Booking a lesson and everything that happens to it afterwards, for its participants. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated: a stranger learns nothing about valid input.
  app.addHook('onRequest', authenticate);

  const { context, idempotent } = bookingWrites(app);

  app.post(
    '/bookings',
    {
      onRequest: requireRole('Parent', 'Student'),
      schema: { tags, body: createBookingSchema, response: { 201: bookingAnswer } },
    },
    (request, reply) =>
      idempotent(request, reply, 201, async (tx, ctx) => {
        const { booking, messageKey } = await createBooking(
          tx,
          ctx,
          currentUser(request),
          request.body,
        );
        return { data: booking, messageKey };
      }),
  );

  app.get(
    '/bookings',
    {
      schema: {
        tags,
        querystring: bookingListQuerySchema,
        response: { 200: envelopeSchema(bookingPageSchema) },
      },
    },
    async (request) =>
      ok(
        await listBookings(
          app.db,
          currentUser(request),
          request.query,
          app.clock.now(),
          request.language,
        ),
      ),
  );

  app.get(
    '/bookings/trial-eligibility',
    {
      onRequest: requireRole('Parent', 'Student'),
      schema: {
        tags,
        summary:
          'Whether the signed-in family may still have a free trial with a tutor (one per learner per tutor), for each of its learners',
        querystring: trialEligibilityQuerySchema,
        response: { 200: envelopeSchema(trialEligibilitySchema) },
      },
    },
    async (request) =>
      ok(await trialEligibility(app.db, currentUser(request), request.query.tutorId)),
  );

  app.get(
    '/tutor/earnings',
    {
      onRequest: requireRole('Tutor'),
      schema: { tags, response: { 200: envelopeSchema(tutorEarningsSchema) } },
    },
    async (request) => ok(await tutorEarnings(app.db, currentUser(request).id, app.clock.now())),
  );

  app.get(
    '/bookings/:id',
    { schema: { tags, params, response: { 200: detailAnswer } } },
    async (request) =>
      ok(
        await bookingDetail(
          app.db,
          currentUser(request),
          request.params.id,
          app.clock.now(),
          request.language,
        ),
      ),
  );

  const statusRoute = (action: StatusAction, body?: z.ZodType) =>
    app.post(
      `/bookings/:id/${action}`,
      { schema: { tags, params, ...(body ? { body } : {}), response: { 200: bookingAnswer } } },
      (request, reply) =>
        idempotent(request, reply, 200, async (tx, ctx) => {
          // Validated by `body` above: a reason, and for a no-show the party.
          const input = (request.body ?? {}) as { reason?: string; party?: NoShowParty };
          const { booking, messageKey } = await changeStatus(
            tx,
            ctx,
            currentUser(request),
            request.params.id,
            action,
            input,
          );
          return { data: booking, messageKey };
        }),
    );
  statusRoute('confirm');
  statusRoute('decline', bookingReasonSchema.optional());
  statusRoute('cancel', bookingReasonSchema.optional());
  statusRoute('complete');
  statusRoute('no-show', noShowSchema);

  // In person, on the day: the tutor's "I have arrived" and "Finished" (issue 32).
  for (const [path, kind] of [
    ['arrived', 'arrived'],
    ['finished', 'finished'],
  ] as const) {
    app.post(
      `/bookings/:id/${path}`,
      {
        onRequest: requireRole('Tutor'),
        schema: { tags, params, response: { 200: bookingAnswer } },
      },
      (request, reply) =>
        idempotent(request, reply, 200, async (tx, ctx) => {
          const { booking, messageKey } = await recordVisit(
            tx,
            ctx,
            currentUser(request),
            request.params.id,
            kind,
          );
          return { data: booking, messageKey };
        }),
    );
  }

  // A parent's answer to their child's paid booking (issue 28).
  app.post(
    '/bookings/:id/approve',
    {
      onRequest: requireRole('Parent'),
      schema: { tags, params, response: { 200: bookingAnswer } },
    },
    (request, reply) =>
      idempotent(request, reply, 200, async (tx, ctx) => {
        const { booking, messageKey } = await approveBooking(
          tx,
          ctx,
          currentUser(request),
          request.params.id,
        );
        return { data: booking, messageKey };
      }),
  );
  app.post(
    '/bookings/:id/refuse',
    {
      onRequest: requireRole('Parent'),
      schema: {
        tags,
        params,
        body: bookingReasonSchema.optional(),
        response: { 200: bookingAnswer },
      },
    },
    (request, reply) =>
      idempotent(request, reply, 200, async (tx, ctx) => {
        const { booking, messageKey } = await refuseBooking(
          tx,
          ctx,
          currentUser(request),
          request.params.id,
          request.body ?? {},
        );
        return { data: booking, messageKey };
      }),
  );

  app.post(
    '/bookings/:id/reschedule',
    { schema: { tags, params, body: rescheduleBookingSchema, response: { 201: bookingAnswer } } },
    (request, reply) =>
      idempotent(request, reply, 201, async (tx, ctx) => {
        const { booking, messageKey } = await rescheduleBooking(
          tx,
          ctx,
          currentUser(request),
          request.params.id,
          request.body,
        );
        return { data: booking, messageKey };
      }),
  );

  app.post(
    '/bookings/:id/dispute',
    { schema: { tags, params, body: disputeSchema, response: { 201: bookingAnswer } } },
    (request, reply) =>
      idempotent(request, reply, 201, async (tx, ctx) => {
        const { booking, messageKey } = await disputeBooking(
          tx,
          ctx,
          currentUser(request),
          request.params.id,
          request.body,
        );
        return { data: booking, messageKey };
      }),
  );

  app.post(
    '/bookings/:id/dispute/answer',
    {
      onRequest: requireRole('Tutor'),
      schema: { tags, params, body: disputeAnswerSchema, response: { 200: detailAnswer } },
    },
    (request, reply) =>
      idempotent(request, reply, 200, async (tx, ctx) => ({
        data: await answerDispute(tx, ctx, currentUser(request), request.params.id, request.body),
        messageKey: 'booking.disputeAnswered',
      })),
  );

  app.post(
    '/bookings/:id/join',
    { schema: { tags, params, response: { 200: envelopeSchema(joinAnswerSchema) } } },
    async (request, reply) => {
      // The room's address is a secret of the booking's participants: never cached.
      reply.header('cache-control', 'no-store');
      return ok(
        await joinLesson(app.db, context(request), currentUser(request), request.params.id),
      );
    },
  );

  app.put(
    '/bookings/:id/notes',
    { schema: { tags, params, body: bookingNotesSchema, response: { 200: detailAnswer } } },
    (request, reply) =>
      idempotent(request, reply, 200, async (tx, ctx) => ({
        data: await saveBookingNotes(
          tx,
          ctx,
          currentUser(request),
          request.params.id,
          request.body,
        ),
        messageKey: 'booking.notesSaved',
      })),
  );

  app.post(
    '/bookings/:id/review',
    { schema: { tags, params, body: reviewSchema, response: { 201: detailAnswer } } },
    (request, reply) =>
      idempotent(request, reply, 201, async (tx, ctx) => ({
        data: await reviewBooking(tx, ctx, currentUser(request), request.params.id, request.body),
        messageKey: 'booking.reviewed',
      })),
  );

  app.get(
    '/bookings/:id/calendar.ics',
    { schema: { tags, params, produces: ['text/calendar'] } },
    async (request, reply) => {
      const file = await bookingCalendar(
        app.db,
        context(request),
        currentUser(request),
        request.params.id,
        request.language,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};
