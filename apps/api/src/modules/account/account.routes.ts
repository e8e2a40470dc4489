import fastifyMultipart from '@fastify/multipart';
import {
  accountDeletionSchema,
  accountPatchSchema,
  accountProfileSchema,
  emailChangeAnswerSchema,
  emailChangeConfirmSchema,
  emailChangeSchema,
  passwordChangeSchema,
} from '@nibras/contracts/account';
import { accountLimits } from '@nibras/contracts/auth-fields';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { readPhotoUpload, replaceProfilePhoto } from '../auth/profile-photo-upload';
import { clearRefreshCookie } from '../auth/session-cookie';
import { deleteAccount } from './account-deletion.service';
import { createAccountLimits } from './account.limits';
import {
  accountOf,
  changePassword,
  confirmEmailChange,
  requestEmailChange,
  updateAccount,
} from './account.service';
import { said } from '../../plugins/i18n';

const tags = ['account'];
const profileAnswer = envelopeSchema(accountProfileSchema);

/** /profile for every role: details, photo, password, email address, deleting the account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = createAccountLimits(app);
  await app.register(fastifyMultipart, {
    limits: { fileSize: accountLimits.photoMaxBytes, files: 1, fields: 0, parts: 1 },
  });
  const signedIn = { onRequest: authenticate };

  app.get(
    '/account',
    { ...signedIn, schema: { tags, summary: 'My account', response: { 200: profileAnswer } } },
    async (request) => ok(await accountOf(app, currentUser(request).id)),
  );

  app.patch(
    '/account',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Change my name, phone, preferred language (for emails) or time zone',
        body: accountPatchSchema,
        response: { 200: profileAnswer },
      },
    },
    async (request) =>
      ok(
        await updateAccount(app, currentUser(request).id, request.body),
        said(request, 'account.saved'),
      ),
  );

  app.put(
    '/account/photo',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A new profile photo (multipart, one JPEG, PNG or WebP file of at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: profileAnswer },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await replaceProfilePhoto(app, userId, await readPhotoUpload(request));
      return ok(await accountOf(app, userId), said(request, 'account.photoSaved'));
    },
  );

  // The access token's session (`sid`) names this device's session, the one that stays signed in.
  app.put(
    '/auth/password',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Change my password (needs the current one); ends every other session',
        body: passwordChangeSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await limits.passwordChecksPerAccount(request, userId);
      await changePassword(app, userId, request.body, request.sessionId);
      return ok(null, said(request, 'account.passwordChanged'));
    },
  );

  app.post(
    '/account/email',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Ask to change my email address: a link goes to the new one (needs the password)',
        body: emailChangeSchema,
        response: { 200: envelopeSchema(emailChangeAnswerSchema) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await limits.passwordChecksPerAccount(request, userId);
      await limits.emailChangesPerAccount(request, userId);
      return ok(
        await requestEmailChange(app, userId, request.body),
        said(request, 'account.emailChangeRequested'),
      );
    },
  );

  app.post(
    '/account/email/confirm',
    {
      schema: {
        tags,
        summary: 'Open the emailed link: the new address takes effect',
        body: emailChangeConfirmSchema,
        response: { 200: envelopeSchema(emailChangeAnswerSchema) },
      },
      onRequest: (request) => limits.tokenUsePerAddress(request),
    },
    async (request) =>
      ok(await confirmEmailChange(app, request.body.token), said(request, 'account.emailChanged')),
  );

  app.post(
    '/account/delete',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete my account (typed confirmation and the password)',
        body: accountDeletionSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await limits.passwordChecksPerAccount(request, userId);
      await deleteAccount(app, userId, request.body);
      clearRefreshCookie(request, reply);
      return ok(null, said(request, 'account.deleted'));
    },
  );
};
