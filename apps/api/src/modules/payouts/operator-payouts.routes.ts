import { envelopeSchema } from '@nibras/contracts/envelope';
import {
  markPayoutPaidSchema,
  operatorPayoutListQuerySchema,
  operatorPayoutPageSchema,
  operatorPayoutSchema,
  refusePayoutSchema,
} from '@nibras/contracts/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireOperator } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { said } from '../../plugins/i18n';
import { decidePayout, operatorPayouts } from './operator-payouts.service';

const tags = ['operator'];
const params = z.object({ id: z.string() });
const answer = { 200: envelopeSchema(operatorPayoutSchema) };

/** `/operator/payouts`: tutors' payouts to approve, mark paid or refuse; operators only. */
export const operatorPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated: nobody else learns anything about valid input.
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireOperator);

  app.get(
    '/operator/payouts',
    {
      schema: {
        tags,
        querystring: operatorPayoutListQuerySchema,
        response: { 200: envelopeSchema(operatorPayoutPageSchema) },
      },
    },
    async (request) => ok(await operatorPayouts(app.db, request.query)),
  );

  app.post(
    '/operator/payouts/:id/approve',
    { schema: { tags, params, response: answer } },
    async (request) =>
      ok(
        await decidePayout(app, currentUser(request).id, request.params.id, { kind: 'approve' }),
        said(request, 'payouts.approved'),
      ),
  );

  app.post(
    '/operator/payouts/:id/paid',
    { schema: { tags, params, body: markPayoutPaidSchema, response: answer } },
    async (request) =>
      ok(
        await decidePayout(app, currentUser(request).id, request.params.id, {
          kind: 'paid',
          transferReference: request.body.transferReference,
        }),
        said(request, 'payouts.paid'),
      ),
  );

  app.post(
    '/operator/payouts/:id/refuse',
    { schema: { tags, params, body: refusePayoutSchema, response: answer } },
    async (request) =>
      ok(
        await decidePayout(app, currentUser(request).id, request.params.id, {
          kind: 'refuse',
          reason: request.body.reason,
        }),
        said(request, 'payouts.refused'),
      ),
  );
};
