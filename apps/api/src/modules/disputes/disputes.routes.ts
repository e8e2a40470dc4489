import {
  disputeDecisionSchema,
  operatorDisputeDetailSchema,
  operatorDisputeListQuerySchema,
  operatorDisputePageSchema,
} from '@nibras/contracts/disputes';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireOperator } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { said } from '../../plugins/i18n';
import { decideDispute, operatorDispute, operatorDisputes } from './disputes.service';

const tags = ['operator'];
const params = z.object({ id: z.string() });

/** `/operator/disputes`: the queue of disputes and no-show claims, for operators only. */
export const operatorDisputeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated: nobody else learns anything about valid input.
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireOperator);

  app.get(
    '/operator/disputes',
    {
      schema: {
        tags,
        querystring: operatorDisputeListQuerySchema,
        response: { 200: envelopeSchema(operatorDisputePageSchema) },
      },
    },
    async (request) => ok(await operatorDisputes(app.db, request.query)),
  );

  app.get(
    '/operator/disputes/:id',
    { schema: { tags, params, response: { 200: envelopeSchema(operatorDisputeDetailSchema) } } },
    async (request) => ok(await operatorDispute(app.db, request.params.id)),
  );

  app.post(
    '/operator/disputes/:id/decision',
    {
      schema: {
        tags,
        params,
        body: disputeDecisionSchema,
        response: { 200: envelopeSchema(operatorDisputeDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await decideDispute(app, currentUser(request).id, request.params.id, request.body),
        said(request, 'disputes.decided'),
      ),
  );
};
