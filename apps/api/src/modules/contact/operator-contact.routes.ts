import {
  contactReplySchema,
  operatorContactDetailSchema,
  operatorContactListQuerySchema,
  operatorContactPageSchema,
} from '@nibras/contracts/contact';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireOperator } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { said } from '../../plugins/i18n';
import {
  operatorContactMessage,
  operatorContactMessages,
  replyToContactMessage,
  setContactMessageStatus,
} from './operator-contact.service';

const tags = ['operator'];
const params = z.object({ id: z.string() });
const detail = { 200: envelopeSchema(operatorContactDetailSchema) };

/** `/operator/contact-messages`: what people wrote through /contact; operators only. */
export const operatorContactRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated: nobody else learns anything about valid input.
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireOperator);

  app.get(
    '/operator/contact-messages',
    {
      schema: {
        tags,
        querystring: operatorContactListQuerySchema,
        response: { 200: envelopeSchema(operatorContactPageSchema) },
      },
    },
    async (request) => ok(await operatorContactMessages(app.db, request.query)),
  );

  app.get(
    '/operator/contact-messages/:id',
    { schema: { tags, params, response: detail } },
    async (request) => ok(await operatorContactMessage(app.db, request.params.id)),
  );

  app.post(
    '/operator/contact-messages/:id/replies',
    { schema: { tags, params, body: contactReplySchema, response: detail } },
    async (request) =>
      ok(
        await replyToContactMessage(
          app,
          currentUser(request).id,
          request.params.id,
          request.body.body,
        ),
        said(request, 'contact.replied'),
      ),
  );

  app.post(
    '/operator/contact-messages/:id/resolve',
    { schema: { tags, params, response: detail } },
    async (request) =>
      ok(
        await setContactMessageStatus(app, currentUser(request).id, request.params.id, 'resolved'),
        said(request, 'contact.resolved'),
      ),
  );

  app.post(
    '/operator/contact-messages/:id/reopen',
    { schema: { tags, params, response: detail } },
    async (request) =>
      ok(
        await setContactMessageStatus(app, currentUser(request).id, request.params.id, 'open'),
        said(request, 'contact.reopened'),
      ),
  );
};
