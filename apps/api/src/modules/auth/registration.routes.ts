import { createReadStream } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import {
  confirmEmailAnswerSchema,
  confirmEmailQuerySchema,
  registerResponseSchema,
  registerSchema,
  resendConfirmationSchema,
} from '@nibras/contracts/auth';
import { isSafeReturnPath } from '@nibras/contracts/booking';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../plugins/envelope';
import type { AuthLimits } from './auth.limits';
import { findUserById } from './auth.repo';
import { said } from '../../plugins/i18n';
import { confirmEmail, resendConfirmation } from './email-confirmation.service';
import { setRefreshCookie } from './session-cookie';
import { isPhotoKey, photoContentTypes, photoFile, photoTypeOf } from './profile-photo';
import { parseSignupFields, readRegisterForm, registerFormLimits } from './register-form';
import { registerAccount } from './registration.service';

/** Signup, email confirmation and the profile photo. */
export const registrationRoutes: FastifyPluginAsyncZod<{ limits: AuthLimits }> = async (
  app,
  { limits },
) => {
  await app.register(fastifyMultipart, { limits: registerFormLimits });

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign up (multipart: the fields of docs/shared/SPEC.md section 3, optional ProfilePhoto, optional ReturnTo: an app path the confirmation link leads back to)',
        consumes: ['multipart/form-data'],
        response: { 201: envelopeSchema(registerResponseSchema) },
      },
      onRequest: (request) => limits.registerPerAddress(request),
    },
    async (request, reply) => {
      const form = await readRegisterForm(request);
      const signup = parseSignupFields(registerSchema, form.fields);
      await limits.registerPerEmail(request, signup.Email);
      await limits.emailsToAddress(request, signup.Email);
      // Where the confirmation link returns after login; a path outside the app is dropped.
      const returnTo = form.fields.find(([name]) => name === 'ReturnTo')?.[1];
      await registerAccount(app, signup, form.photo, request.language, {
        returnTo: isSafeReturnPath(returnTo) ? returnTo : undefined,
      });
      reply.code(201);
      return ok({ email: signup.Email }, said(request, 'auth.registered'));
    },
  );

  app.get(
    '/email/confirm',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Confirm an email address with the emailed link; signs the person in on this device (the refresh cookie and `session`), or says a link opened before was already used',
        querystring: confirmEmailQuerySchema,
        response: { 200: envelopeSchema(confirmEmailAnswerSchema) },
      },
      onRequest: (request) => limits.tokenUsePerAddress(request),
    },
    async (request, reply) => {
      const result = await confirmEmail(app, request.query);
      const { email } = request.query;
      if (result.outcome === 'already_confirmed') {
        return ok(
          { email, session: null, alreadyConfirmed: true },
          said(request, 'auth.emailAlreadyConfirmed'),
        );
      }
      let session = null;
      if (result.session) {
        const { userModel, jwtResult, refresh } = result.session;
        setRefreshCookie(request, reply, refresh);
        session = { userModel, jwtResult };
      }
      return ok({ email, session, alreadyConfirmed: false }, said(request, 'auth.emailConfirmed'));
    },
  );

  app.post(
    '/email/resend-confirmation',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a new confirmation link (same answer whether or not one was sent)',
        body: resendConfirmationSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
      onRequest: (request) => limits.resendPerAddress(request),
    },
    async (request) => {
      await limits.resendPerEmail(request, request.body.email);
      await limits.emailsToAddress(request, request.body.email);
      await resendConfirmation(app, request.body.email);
      return ok(null, said(request, 'auth.confirmationSent'));
    },
  );

  app.get(
    '/users/:id/avatar',
    {
      schema: {
        tags: ['auth'],
        summary: "A user's profile photo",
        params: z.object({ id: z.uuid({ error: 'errors.not_found' }) }),
        querystring: z.object({
          key: z.string().max(100).optional(),
          // Lists and menus ask for the small size (128 px); pages the large one (512 px).
          size: z.enum(['large', 'small']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const user = await findUserById(app.db, request.params.id);
      const path = user?.avatarPath;
      const file = path ? await photoFile(app.config.dataDir, path, request.query.size) : undefined;
      const type = path ? photoTypeOf(path) : undefined;
      if (!user || !path || !file || !type) throw new AppError(404, 'not_found');
      // A tutor's photo is public; anyone else's needs the key only its owner was given.
      const isPublic = user.userType === 'Tutor';
      const { key } = request.query;
      if (!isPublic && !(key && isPhotoKey(app.config.jwtSecret, user.id, path, key))) {
        throw new AppError(404, 'not_found');
      }
      return reply
        .type(photoContentTypes[type])
        .header('cache-control', isPublic ? 'public, max-age=300' : 'private, max-age=300')
        .send(createReadStream(file));
    },
  );
};
