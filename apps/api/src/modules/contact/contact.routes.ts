import { contactMessageSchema, contactReceiptSchema } from '@nibras/contracts/contact';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../plugins/auth';
import { AppError, ok } from '../../plugins/envelope';
import { createContactLimits } from './contact.limits';
import { sendContactMessage } from './contact.service';
import { said } from '../../plugins/i18n';

/**
 * The form is public; a signed-in writer is recognised by their token. A token that no longer
 * works only makes the writer a visitor: the message still matters more than the session.
 */
async function recogniseWriter(request: FastifyRequest) {
  if (!request.headers.authorization) return;
  try {
    await authenticate(request);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = createContactLimits(app);

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support (stored, emailed to SUPPORT_EMAIL, acknowledged)',
        body: contactMessageSchema,
        response: { 201: envelopeSchema(contactReceiptSchema) },
      },
      onRequest: (request) => limits.perAddress(request),
      preHandler: recogniseWriter,
    },
    async (request, reply) => {
      await limits.perEmail(request, request.body.email);
      await limits.emailsToAddress(request, request.body.email);
      const receipt = await sendContactMessage(app, request.body, {
        userId: request.user?.id ?? null,
        language: request.language,
      });
      return reply.status(201).send(ok(receipt, said(request, 'contact.sent')));
    },
  );
};
