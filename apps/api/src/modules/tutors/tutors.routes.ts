import { envelopeSchema } from '@nibras/contracts/envelope';
import {
  tutorIdParamsSchema,
  tutorProfileSchema,
  tutorSearchAnswerSchema,
  tutorSearchQuerySchema,
} from '@nibras/contracts/tutors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { tutorProfileRoutes } from './tutor-profile.routes';
import type { TutorReadLimits } from './tutors.limits';
import type { TutorSearchMemory } from './tutor-search.memory';
import { findTutors, tutorProfileOf } from './tutors.service';

const tags = ['tutors'];

/** Public: search the listed tutors and read one tutor's profile; tutors edit their own. */
export const tutorsRoutes: FastifyPluginAsyncZod<{
  limits: TutorReadLimits;
  searchMemory: TutorSearchMemory;
}> = async (app, { limits, searchMemory }) => {
  // The tutor's own profile editor, in its own scope: its guards and multipart stay there.
  await app.register(tutorProfileRoutes);

  app.get(
    '/tutors',
    {
      schema: {
        tags,
        querystring: tutorSearchQuerySchema,
        response: { 200: envelopeSchema(tutorSearchAnswerSchema) },
      },
      onRequest: (request) => limits.search(request),
    },
    async (request) =>
      ok(await findTutors(app.db, request.query, request.language, app.clock.now(), searchMemory)),
  );

  app.get(
    '/tutors/:id',
    {
      schema: {
        tags,
        params: tutorIdParamsSchema,
        response: { 200: envelopeSchema(tutorProfileSchema) },
      },
      onRequest: (request) => limits.profile(request),
    },
    async (request) => ok(await tutorProfileOf(app.db, request.params.id, request.language)),
  );
};
