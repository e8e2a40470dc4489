import { bookingSchema } from '@nibras/contracts/booking';
import {
  changeRequestDeclineSchema,
  changeRequestInputSchema,
} from '@nibras/contracts/change-requests';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import {
  approveChange,
  declineChange,
  requestChange,
  withdrawChange,
} from './booking-change-request.service';
import { bookingWrites } from './booking-writes';

const tags = ['bookings'];
const params = z.object({ id: z.string() });
const bookingAnswer = envelopeSchema(bookingSchema);

/**
 * A child's login asks its parent to cancel or move a session; the parent answers (issue 31).
 * The parent's list of open requests is `GET /family/change-requests`.
 */
export const bookingChangeRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated: a stranger learns nothing about valid input.
  app.addHook('onRequest', authenticate);
  const { idempotent } = bookingWrites(app);

  app.post(
    '/bookings/:id/change-request',
    {
      onRequest: requireRole('Student'),
      schema: {
        tags,
        summary: "A child's login asks its parent to cancel the session or move it",
        params,
        body: changeRequestInputSchema,
        response: { 201: bookingAnswer },
      },
    },
    (request, reply) =>
      idempotent(request, reply, 201, async (tx, ctx) =>
        asAnswer(
          await requestChange(tx, ctx, currentUser(request), request.params.id, request.body),
        ),
      ),
  );

  app.post(
    '/bookings/:id/change-request/withdraw',
    {
      onRequest: requireRole('Student'),
      schema: { tags, params, response: { 200: bookingAnswer } },
    },
    (request, reply) =>
      idempotent(request, reply, 200, async (tx, ctx) =>
        asAnswer(await withdrawChange(tx, ctx, currentUser(request), request.params.id)),
      ),
  );

  app.post(
    '/bookings/:id/change-request/approve',
    {
      onRequest: requireRole('Parent'),
      schema: {
        tags,
        summary:
          'The parent approves: the session is cancelled, or moved (answering the new booking)',
        params,
        response: { 200: bookingAnswer },
      },
    },
    (request, reply) =>
      idempotent(request, reply, 200, async (tx, ctx) =>
        asAnswer(await approveChange(tx, ctx, currentUser(request), request.params.id)),
      ),
  );

  app.post(
    '/bookings/:id/change-request/decline',
    {
      onRequest: requireRole('Parent'),
      schema: {
        tags,
        params,
        body: changeRequestDeclineSchema.optional(),
        response: { 200: bookingAnswer },
      },
    },
    (request, reply) =>
      idempotent(request, reply, 200, async (tx, ctx) =>
        asAnswer(
          await declineChange(tx, ctx, currentUser(request), request.params.id, request.body ?? {}),
        ),
      ),
  );
};

/** A service's change as a write's answer: the booking is the data. */
function asAnswer(change: Awaited<ReturnType<typeof requestChange>>) {
  return { data: change.booking, messageKey: change.messageKey };
}
