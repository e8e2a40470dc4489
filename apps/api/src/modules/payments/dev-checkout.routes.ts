import { envelopeSchema } from '@nibras/contracts/envelope';
import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import { topUpStatuses } from '@nibras/contracts/wallet';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../plugins/envelope';
import { checkoutPage } from './dev-checkout-page';
import { devSignatureHeader, devWebhookSecret, signDevEvent } from './dev-provider';
import { findDevTopUp } from './payments.repo';
import { uuidPattern } from '@nibras/contracts/ids';

const idParams = z.object({ id: z.string() });
type Outcome = 'succeeded' | 'failed';

/**
 * Development only (registered with the development tools, answered to this machine only by
 * plugins/dev-only.ts): the development provider's checkout page, and the same outcomes for
 * scripts. Each outcome is a signed webhook delivered to the real webhook route, so a payment
 * here goes through exactly the code a real provider's does.
 */
export const devCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = devWebhookSecret(app.config.jwtSecret);
  // The page's forms post urlencoded bodies; only the reader's language is read from them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function devTopUp(id: string) {
    const topUp = uuidPattern.test(id) ? await findDevTopUp(app.db, id) : undefined;
    if (!topUp) throw new AppError(404, 'top_up_not_found');
    return topUp;
  }

  /** Signs the outcome and posts it to the real webhook route; the event id makes a repeat a no-op. */
  async function deliver(topUp: { id: string; amountMinor: number }, outcome: Outcome) {
    const { body, signature } = signDevEvent(secret, {
      id: `${topUp.id}:${outcome}`,
      type: outcome,
      topUpId: topUp.id,
      amountMinor: topUp.amountMinor,
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/dev',
      headers: { 'content-type': 'application/json', [devSignatureHeader]: signature },
      payload: body,
    });
    if (response.statusCode !== 200) {
      throw new Error(`the dev webhook answered ${response.statusCode}: ${response.body}`);
    }
  }

  const languageOf = (request: FastifyRequest): Language => {
    const query = request.query as { lang?: unknown } | undefined;
    const body = request.body as { lang?: unknown } | undefined;
    const asked = body?.lang ?? query?.lang;
    return isLanguage(asked) ? asked : request.language;
  };

  const backUrlOf = (topUp: { id: string; returnPath: string | null }) => {
    const path = topUp.returnPath ?? '/wallet';
    return `${app.config.appUrl}${path}${path.includes('?') ? '&' : '?'}topUp=${topUp.id}`;
  };

  const sendPage = async (request: FastifyRequest, id: string, step: 'choose' | 'secure') => {
    const topUp = await devTopUp(id);
    return checkoutPage(topUp, { language: languageOf(request), step, backUrl: backUrlOf(topUp) });
  };

  app.get(
    '/dev/checkout/:id',
    { schema: { hide: true, params: idParams } },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await sendPage(request, request.params.id, 'choose')),
  );

  app.post(
    '/dev/checkout/:id/secure',
    { schema: { hide: true, params: idParams } },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await sendPage(request, request.params.id, 'secure')),
  );

  for (const [action, outcome] of [
    ['pay', 'succeeded'],
    ['decline', 'failed'],
  ] as const) {
    app.post(
      `/dev/checkout/:id/${action}`,
      { schema: { hide: true, params: idParams } },
      async (request, reply) => {
        const topUp = await devTopUp(request.params.id);
        await deliver(topUp, outcome);
        return reply.redirect(backUrlOf(topUp), 303);
      },
    );
  }

  for (const [action, outcome] of [
    ['succeed', 'succeeded'],
    ['fail', 'failed'],
  ] as const) {
    app.post(
      `/api/dev/payments/:id/${action}`,
      {
        schema: {
          tags: ['development'],
          params: idParams,
          response: {
            200: envelopeSchema(z.object({ id: z.string(), status: z.enum(topUpStatuses) })),
          },
        },
      },
      async (request) => {
        await deliver(await devTopUp(request.params.id), outcome);
        const topUp = await devTopUp(request.params.id);
        return ok({ id: topUp.id, status: topUp.status });
      },
    );
  }
};
