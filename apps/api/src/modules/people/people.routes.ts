import { envelopeSchema } from '@nibras/contracts/envelope';
import {
  peoplePageSchema,
  peopleQuerySchema,
  personDetailSchema,
  suspensionSchema,
} from '@nibras/contracts/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireOperator } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { said } from '../../plugins/i18n';
import { findPeople, liftSuspension, personDetail, suspendPerson } from './people.service';

const tags = ['operator'];
const params = z.object({ id: z.string() });

/** The console's People tab (decision 0026): find any account, suspend it, lift it. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before anything is validated: nobody else learns anything about valid input.
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireOperator);

  app.get(
    '/operator/people',
    {
      schema: {
        tags,
        summary: 'Find accounts by name, email, role and status',
        querystring: peopleQuerySchema,
        response: { 200: envelopeSchema(peoplePageSchema) },
      },
    },
    async (request) => ok(await findPeople(app.db, request.query)),
  );

  app.get(
    '/operator/people/:id',
    { schema: { tags, params, response: { 200: envelopeSchema(personDetailSchema) } } },
    async (request) => ok(await personDetail(app.db, request.params.id, app.clock.now())),
  );

  app.post(
    '/operator/people/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspend an account: its tokens end, its upcoming sessions are cancelled',
        params,
        body: suspensionSchema,
        response: { 200: envelopeSchema(personDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await suspendPerson(app, currentUser(request), request.params.id, request.body.reason),
        said(request, 'reports.suspended'),
      ),
  );

  app.post(
    '/operator/people/:id/lift',
    {
      schema: {
        tags,
        summary: 'Lift a suspension',
        params,
        body: suspensionSchema,
        response: { 200: envelopeSchema(personDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await liftSuspension(app, currentUser(request), request.params.id, request.body.reason),
        said(request, 'reports.lifted'),
      ),
  );
};
