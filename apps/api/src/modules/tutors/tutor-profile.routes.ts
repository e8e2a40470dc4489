import fastifyMultipart from '@fastify/multipart';
import { accountLimits } from '@nibras/contracts/auth-fields';
import { envelopeSchema } from '@nibras/contracts/envelope';
import {
  ownReviewsSchema,
  ownTutorProfileSchema,
  tutorChecklistSchema,
  tutorProfileInputSchema,
} from '@nibras/contracts/tutor-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { readPhotoUpload, replaceProfilePhoto } from '../auth/profile-photo-upload';
import { checklistOf, ownProfileOf, ownReviewsOf, saveProfile } from './tutor-profile.service';
import { said } from '../../plugins/i18n';

const tags = ['tutor profile'];
const answer = envelopeSchema(ownTutorProfileSchema);

/** The signed-in tutor's public profile: read, replace, a new photo; their checklist and reviews. */
export const tutorProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  // On request, before the body is read: a stranger learns nothing about valid input.
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireRole('Tutor'));
  await app.register(fastifyMultipart, {
    limits: { fileSize: accountLimits.photoMaxBytes, files: 1, fields: 0, parts: 1 },
  });

  app.get('/tutor/profile', { schema: { tags, response: { 200: answer } } }, async (request) =>
    ok(await ownProfileOf(app.db, currentUser(request).id, request.language)),
  );

  app.get(
    '/tutor/checklist',
    { schema: { tags, response: { 200: envelopeSchema(tutorChecklistSchema) } } },
    async (request) => ok(await checklistOf(app.db, currentUser(request).id)),
  );

  app.get(
    '/tutor/reviews',
    { schema: { tags, response: { 200: envelopeSchema(ownReviewsSchema) } } },
    async (request) => ok(await ownReviewsOf(app.db, currentUser(request).id)),
  );

  app.put(
    '/tutor/profile',
    { schema: { tags, body: tutorProfileInputSchema, response: { 200: answer } } },
    async (request) =>
      ok(
        await saveProfile(app.db, currentUser(request).id, request.body, request.language),
        said(request, 'tutors.profileSaved'),
      ),
  );

  app.put(
    '/tutor/profile/photo',
    {
      schema: {
        tags,
        summary: 'A new profile photo (multipart, one JPEG, PNG or WebP file of at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: answer },
      },
    },
    async (request) => {
      const tutorId = currentUser(request).id;
      await replaceProfilePhoto(app, tutorId, await readPhotoUpload(request));
      return ok(
        await ownProfileOf(app.db, tutorId, request.language),
        said(request, 'tutors.profileSaved'),
      );
    },
  );
};
