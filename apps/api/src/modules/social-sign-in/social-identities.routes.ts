import { envelopeSchema } from '@nibras/contracts/envelope';
import { linkedIdentitiesSchema, socialProviderSchema } from '@nibras/contracts/social-sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { said } from '../../plugins/i18n';
import { linkedIdentitiesOf, unlinkIdentity } from './social-accounts.service';

const tags = ['account'];

/** /profile's list of the providers that sign in to the account, and removing one. */
export const socialIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/identities',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'The providers (Google, Apple, Meta) that sign in to my account',
        response: { 200: envelopeSchema(linkedIdentitiesSchema) },
      },
    },
    async (request) => ok(await linkedIdentitiesOf(app, currentUser(request).id)),
  );

  app.delete(
    '/account/identities/:provider',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Stop a provider signing in to my account (refused for the last way in)',
        params: z.object({ provider: socialProviderSchema }),
        response: { 200: envelopeSchema(linkedIdentitiesSchema) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await unlinkIdentity(app, userId, request.params.provider);
      return ok(await linkedIdentitiesOf(app, userId), said(request, 'auth.socialUnlinked'));
    },
  );
};
