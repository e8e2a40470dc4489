import {
  childInputSchema,
  childLoginInputSchema,
  childProgressQuerySchema,
  childProgressSchema,
  childRemovalSchema,
  childSchema,
} from '@nibras/contracts/family';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import { AppError, ok } from '../../plugins/envelope';
import { childProgress } from './family-progress.service';
import { addChild, createChildLogin, editChild, listChildren, removeChild } from './family.service';
import { said } from '../../plugins/i18n';
import { uuidPattern } from '@nibras/contracts/ids';

const tags = ['family'];
const params = z.object({ id: z.string() });
const childAnswer = envelopeSchema(childSchema);

/** What a parent manages: their children, each child's own login, and each child's progress. */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated: a stranger learns nothing about valid input.
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireRole('Parent'));
  // An id that is no UUID names nobody's child: 404, as for a stranger's.
  app.addHook('preValidation', async (request) => {
    const { id } = (request.params ?? {}) as { id?: string };
    if (id !== undefined && !uuidPattern.test(id)) throw new AppError(404, 'child_not_found');
  });

  app.get(
    '/parent/children',
    { schema: { tags, response: { 200: envelopeSchema(z.array(childSchema)) } } },
    async (request) => ok(await listChildren(app.db, currentUser(request).id)),
  );

  app.post(
    '/parent/children',
    { schema: { tags, body: childInputSchema, response: { 201: childAnswer } } },
    async (request, reply) => {
      const child = await addChild(app, currentUser(request).id, request.body);
      return reply.code(201).send(ok(child, said(request, 'family.childAdded')));
    },
  );

  app.patch(
    '/parent/children/:id',
    { schema: { tags, params, body: childInputSchema, response: { 200: childAnswer } } },
    async (request) =>
      ok(
        await editChild(app, currentUser(request).id, request.params.id, request.body),
        said(request, 'family.childSaved'),
      ),
  );

  app.delete(
    '/parent/children/:id',
    { schema: { tags, params, response: { 200: envelopeSchema(childRemovalSchema) } } },
    async (request) => {
      const removal = await removeChild(app, currentUser(request).id, request.params.id);
      const key = removal.outcome === 'archived' ? 'family.childArchived' : 'family.childDeleted';
      return ok(removal, said(request, key));
    },
  );

  app.post(
    '/parent/children/:id/login',
    { schema: { tags, params, body: childLoginInputSchema, response: { 201: childAnswer } } },
    async (request, reply) => {
      const child = await createChildLogin(
        app,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(ok(child, said(request, 'family.loginCreated')));
    },
  );

  app.get(
    '/parent/children/:id/progress',
    {
      schema: {
        tags,
        params,
        querystring: childProgressQuerySchema,
        response: { 200: envelopeSchema(childProgressSchema) },
      },
    },
    async (request) =>
      ok(
        await childProgress(app, currentUser(request).id, request.params.id, request.query.months),
      ),
  );
};
