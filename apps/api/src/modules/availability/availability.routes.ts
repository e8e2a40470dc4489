import {
  availabilityAnswerSchema,
  availabilitySchema,
  slotsAnswerSchema,
  slotsQuerySchema,
} from '@nibras/contracts/availability';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { createPublicReadLimit } from '../../plugins/rate-limit';
import { availabilityOf, saveAvailability, slotsOf } from './availability.service';
import { said } from '../../plugins/i18n';

const tags = ['availability'];
const tutorOnly = [authenticate, requireRole('Tutor')];

/** The tutor's own weekly hours and overrides, and anyone's view of a tutor's free slots. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const slotsLimit = createPublicReadLimit(app, 'tutor-slots');
  app.get(
    '/tutor/availability',
    {
      // On request, before the body is validated: a stranger learns nothing about valid input.
      onRequest: tutorOnly,
      schema: { tags, response: { 200: envelopeSchema(availabilityAnswerSchema) } },
    },
    async (request) => ok(await availabilityOf(app.db, currentUser(request).id, request.language)),
  );

  app.put(
    '/tutor/availability',
    {
      onRequest: tutorOnly,
      schema: {
        tags,
        body: availabilitySchema,
        response: { 200: envelopeSchema(availabilityAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await saveAvailability(
          app.db,
          currentUser(request).id,
          request.body,
          app.clock.now(),
          request.language,
        ),
        said(request, 'tutors.availabilitySaved'),
      ),
  );

  app.get(
    '/tutors/:id/slots',
    {
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        querystring: slotsQuerySchema,
        response: { 200: envelopeSchema(slotsAnswerSchema) },
      },
      onRequest: (request) => slotsLimit(request),
    },
    async (request, reply) => {
      // Slots change as bookings land; a short private cache spares repeated page loads only.
      reply.header('cache-control', 'private, max-age=30');
      return ok(await slotsOf(app.db, request.params.id, request.query, app.clock.now().getTime()));
    },
  );
};
