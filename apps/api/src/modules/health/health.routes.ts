import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { AppError, ok } from '../../plugins/envelope';

const statusSchema = envelopeSchema(z.object({ status: z.literal('ok') }));

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () =>
    ok({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: statusSchema } } },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new AppError(503, 'database_unavailable', { headers: { 'retry-after': '5' } });
      }
      return ok({ status: 'ok' as const });
    },
  );
};
