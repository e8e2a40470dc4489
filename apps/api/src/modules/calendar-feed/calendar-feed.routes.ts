import { calendarFeedSchema } from '@nibras/contracts/calendar-feed';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser } from '../../plugins/auth';
import { AppError, ok } from '../../plugins/envelope';
import { inIdempotentTransaction } from '../../plugins/idempotency';
import { createPublicReadLimit } from '../../plugins/rate-limit';
import { calendarFeedContentType } from '../booking/booking-calendar';
import { calendarFeedFile, calendarFeedOf, renewCalendarFeed } from './calendar-feed.service';

const tags = ['calendar-feed'];
const answer = envelopeSchema(calendarFeedSchema);

/** A person's private webcal:// feed of their sessions (issue 34, decision 0034). */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedLimit = createPublicReadLimit(app, 'calendar-feed');

  app.get(
    '/calendar-feed',
    {
      onRequest: authenticate,
      schema: { tags, summary: 'My calendar feed address', response: { 200: answer } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await calendarFeedOf(app, currentUser(request).id));
    },
  );

  app.post(
    '/calendar-feed',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'A new calendar feed address; the old one stops working',
        response: { 201: answer },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const result = await inIdempotentTransaction(app.db, request, userId, async (tx) => ({
        statusCode: 201,
        body: ok(await renewCalendarFeed(app, tx, userId)),
      }));
      // The stored first answer of a retried key is sent as it was (decision on Idempotency-Key).
      return reply
        .code(result.statusCode as 201)
        .header('cache-control', 'private, no-store')
        .send(result.body as ReturnType<typeof ok<{ url: string }>>);
    },
  );

  app.get(
    '/calendar-feed/:file',
    {
      schema: { tags, params: z.object({ file: z.string() }), produces: ['text/calendar'] },
      onRequest: (request) => feedLimit(request),
    },
    async (request, reply) => {
      const file = await calendarFeedFile(app, request.params.file);
      if (file === undefined) throw new AppError(404, 'not_found');
      return reply
        .type(calendarFeedContentType)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(file);
    },
  );
};
