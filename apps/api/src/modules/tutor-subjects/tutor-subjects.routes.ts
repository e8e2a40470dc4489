import { catalogIdParamSchema } from '@nibras/contracts/catalog';
import { tutorSubjectPriceInputSchema, tutorSubjectSchema } from '@nibras/contracts/tutor-subjects';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import {
  removeTutorSubject,
  saveTutorSubjectPrice,
  tutorSubjectsOf,
} from './tutor-subjects.service';
import { said } from '../../plugins/i18n';

const tags = ['tutor subjects'];
const tutorSubjectAnswer = envelopeSchema(tutorSubjectSchema);

/** The calling tutor's subjects and prices (docs/shared/SPEC.md section 7); tutors only. */
export const tutorSubjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  // On request, before the body is validated: a stranger learns nothing about valid input.
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireRole('Tutor'));

  app.get(
    '/tutor/subjects',
    { schema: { tags, response: { 200: envelopeSchema(z.array(tutorSubjectSchema)) } } },
    async (request) => ok(await tutorSubjectsOf(app.db, currentUser(request).id, request.language)),
  );

  app.post(
    '/tutor/subject-price',
    {
      schema: {
        tags,
        body: tutorSubjectPriceInputSchema,
        response: { 200: tutorSubjectAnswer, 201: tutorSubjectAnswer },
      },
    },
    async (request, reply) => {
      const { created, tutorSubject } = await saveTutorSubjectPrice(
        app.db,
        currentUser(request).id,
        request.body,
        request.language,
      );
      const message = created ? 'tutorSubjects.added' : 'tutorSubjects.updated';
      reply.code(created ? 201 : 200);
      return ok(tutorSubject, said(request, message));
    },
  );

  app.delete(
    '/tutor/subjects/:subjectId',
    {
      schema: {
        tags,
        params: z.object({ subjectId: catalogIdParamSchema }),
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await removeTutorSubject(app.db, currentUser(request).id, request.params.subjectId);
      return ok(null, said(request, 'tutorSubjects.removed'));
    },
  );
};
