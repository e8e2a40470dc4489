import { childSchema } from '@nibras/contracts/booking';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { childrenOf } from './family.repo';

/** What a parent manages: the children they book sessions for. */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/parent/children',
    {
      onRequest: [authenticate, requireRole('Parent')],
      schema: { tags: ['family'], response: { 200: envelopeSchema(z.array(childSchema)) } },
    },
    async (request) => ok(await childrenOf(app.db, currentUser(request).id)),
  );
};
