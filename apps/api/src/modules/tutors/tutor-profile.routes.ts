import fastifyMultipart from '@fastify/multipart';
import { accountLimits } from '@nibras/contracts/auth-fields';
import { envelopeSchema } from '@nibras/contracts/envelope';
import { translateShared } from '@nibras/contracts/i18n/messages';
import { ownTutorProfileSchema, tutorProfileInputSchema } from '@nibras/contracts/tutor-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import { AppError, ok } from '../../plugins/envelope';
import { readingMultipart } from '../../plugins/multipart';
import { checkPhoto, removePhoto, storePhoto } from '../auth/profile-photo';
import { replaceAvatarPath } from './tutor-profile.repo';
import { ownProfileOf, saveProfile } from './tutor-profile.service';

const tags = ['tutor profile'];
const answer = envelopeSchema(ownTutorProfileSchema);

/** The signed-in tutor's public profile: read, replace, and a new photo. */
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

  app.put(
    '/tutor/profile',
    { schema: { tags, body: tutorProfileInputSchema, response: { 200: answer } } },
    async (request) =>
      ok(
        await saveProfile(app.db, currentUser(request).id, request.body, request.language),
        translateShared(request.language, 'tutors.profileSaved'),
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
      const bytes = await readingMultipart(async () => {
        const file = await request.file();
        if (!file) {
          throw new AppError(400, 'unsupported_image', {
            details: { photo: 'validation.required' },
          });
        }
        return file.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'photo_too_large');
          throw error;
        });
      });
      const type = checkPhoto(bytes);
      const stored = await storePhoto(app.config.dataDir, tutorId, bytes, type);
      const replaced = await replaceAvatarPath(app.db, tutorId, stored).catch(async (error) => {
        await removePhoto(app.config.dataDir, stored);
        throw error;
      });
      // The old file goes only once the new path is committed; a crash in between leaves a
      // stray file, never a user without a photo.
      if (replaced === undefined) await removePhoto(app.config.dataDir, stored);
      else if (replaced) await removePhoto(app.config.dataDir, replaced);
      return ok(
        await ownProfileOf(app.db, tutorId, request.language),
        translateShared(request.language, 'tutors.profileSaved'),
      );
    },
  );
};
