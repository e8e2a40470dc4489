import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../plugins/envelope';
import { WebhookSignatureInvalid } from './payment-provider';
import { applyPaymentEvent } from './payments.service';

const webhookAnswerSchema = z.object({ outcome: z.enum(['applied', 'duplicate', 'ignored']) });

/**
 * `POST /payments/webhooks/:provider`: what a provider tells us about a payment. The signature
 * covers the bytes as sent, so this plugin (encapsulated: nothing else is affected) keeps every
 * body as a raw Buffer and each adapter verifies and parses it itself.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhooks/:provider',
    {
      schema: {
        tags: ['payments'],
        params: z.object({ provider: z.string() }),
        response: { 200: envelopeSchema(webhookAnswerSchema) },
      },
    },
    async (request) => {
      const provider = app.payments.byName(request.params.provider);
      if (!provider) throw new AppError(404, 'not_found');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = provider.parseWebhook(rawBody, request.headers);
      } catch (error) {
        if (!(error instanceof WebhookSignatureInvalid)) throw error;
        request.log.warn({ provider: provider.name, reason: error.message }, 'webhook refused');
        throw new AppError(400, 'payment_signature_invalid');
      }
      const outcome = await applyPaymentEvent(app.db, provider.name, event, app.clock.now(), {
        vatRateBasisPoints: app.config.money.vatRateBasisPoints,
        appUrl: app.config.appUrl,
      });
      return ok({ outcome });
    },
  );
};
