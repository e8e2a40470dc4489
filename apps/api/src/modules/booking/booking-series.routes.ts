import { bookingSeriesSchema, createBookingSeriesSchema } from '@nibras/contracts/booking-series';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { bookingWrites } from './booking-writes';
import {
  confirmSeries,
  createBookingSeries,
  readSeries,
  skipOccurrence,
  stopSeries,
} from './booking-series.service';

const tags = ['bookings'];
const params = z.object({ id: z.string() });
const seriesAnswer = envelopeSchema(bookingSeriesSchema);

/**
 * Weekly lessons (issue 34, decision 0033): a series booked at once, all or nothing; the tutor
 * confirms it in one step; the family stops it or skips a week. A week is moved as any booking
 * is (`POST /bookings/:id/reschedule`) and stays in its series.
 */
export const bookingSeriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);
  const { context, idempotent } = bookingWrites(app);

  app.post(
    '/booking-series',
    {
      onRequest: requireRole('Parent', 'Student'),
      schema: { tags, body: createBookingSeriesSchema, response: { 201: seriesAnswer } },
    },
    (request, reply) =>
      idempotent(request, reply, 201, async (tx, ctx) => {
        const { series, messageKey } = await createBookingSeries(
          tx,
          ctx,
          currentUser(request),
          request.body,
        );
        return { data: series, messageKey };
      }),
  );

  app.get(
    '/booking-series/:id',
    { schema: { tags, params, response: { 200: seriesAnswer } } },
    async (request) =>
      ok(await readSeries(app.db, context(request), currentUser(request), request.params.id)),
  );

  app.post(
    '/booking-series/:id/confirm',
    {
      onRequest: requireRole('Tutor'),
      schema: { tags, params, response: { 200: seriesAnswer } },
    },
    (request, reply) =>
      idempotent(request, reply, 200, async (tx, ctx) => {
        const { series, messageKey } = await confirmSeries(
          tx,
          ctx,
          currentUser(request),
          request.params.id,
        );
        return { data: series, messageKey };
      }),
  );

  app.post(
    '/booking-series/:id/stop',
    { schema: { tags, params, response: { 200: seriesAnswer } } },
    (request, reply) =>
      idempotent(request, reply, 200, async (tx, ctx) => {
        const { series, messageKey } = await stopSeries(
          tx,
          ctx,
          currentUser(request),
          request.params.id,
        );
        return { data: series, messageKey };
      }),
  );

  app.post(
    '/booking-series/:id/occurrences/:bookingId/skip',
    {
      schema: {
        tags,
        params: z.object({ id: z.string(), bookingId: z.string() }),
        response: { 200: seriesAnswer },
      },
    },
    (request, reply) =>
      idempotent(request, reply, 200, async (tx, ctx) => {
        const { series, messageKey } = await skipOccurrence(
          tx,
          ctx,
          currentUser(request),
          request.params.id,
          request.params.bookingId,
        );
        return { data: series, messageKey };
      }),
  );
};
