import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { AppError, ok } from '../../plugins/envelope';

const statusSchema = envelopeSchema(z.object({ status: z.literal('ok') }));
const readySchema = envelopeSchema(
  z.object({
    /** 'degraded': the database answers, the shared store (Redis) does not. */
    status: z.enum(['ok', 'degraded']),
    /** 'none' without REDIS_URL. */
    sharedStore: z.enum(['up', 'down', 'none']),
  }),
);

/**
 * Liveness (the process answers) and readiness (the database answers) for load balancers.
 * Redis being away is said (`status: 'degraded'`, `sharedStore: 'down'`) but stays a 200: every
 * process shares the one Redis, so a 503 would take them all out of rotation at once, while each
 * can still serve with per-process rate limits (issue 31).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () =>
    ok({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: readySchema } } },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new AppError(503, 'database_unavailable', { headers: { 'retry-after': '5' } });
      }
      if (!app.sharedStore.configured)
        return ok({ status: 'ok' as const, sharedStore: 'none' as const });
      return app.sharedStore.up()
        ? ok({ status: 'ok' as const, sharedStore: 'up' as const })
        : ok({ status: 'degraded' as const, sharedStore: 'down' as const });
    },
  );
};
