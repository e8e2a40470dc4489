import { envelopeSchema } from '@nibras/contracts/envelope';
import { overviewQuerySchema, overviewSchema } from '@nibras/contracts/overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireOperator } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { overviewOf } from './overview.service';

export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operator/overview',
    {
      schema: {
        tags: ['operators'],
        summary: 'Sessions, sign-ups and money per day (UTC), from the bookings and the ledger',
        querystring: overviewQuerySchema,
        response: { 200: envelopeSchema(overviewSchema) },
      },
      preHandler: [authenticate, requireOperator],
    },
    async (request) => ok(await overviewOf(app, request.query)),
  );
};
