import { envelopeSchema } from '@nibras/contracts/envelope';
import { addressInputSchema, savedAddressSchema } from '@nibras/contracts/in-person';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { said } from '../../plugins/i18n';
import { addAddress, editAddress, listAddresses, removeAddress } from './family-addresses.service';

const tags = ['family'];
const params = z.object({ id: z.string() });
const addressAnswer = envelopeSchema(savedAddressSchema);

/** The addresses a family keeps for lessons at home: the parent's, or a student's own. */
export const familyAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated: a stranger learns nothing about valid input.
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireRole('Parent', 'Student'));

  app.get(
    '/family/addresses',
    { schema: { tags, response: { 200: envelopeSchema(z.array(savedAddressSchema)) } } },
    async (request) => ok(await listAddresses(app.db, currentUser(request), request.language)),
  );

  app.post(
    '/family/addresses',
    { schema: { tags, body: addressInputSchema, response: { 201: addressAnswer } } },
    async (request, reply) => {
      const address = await app.db.transaction((tx) =>
        addAddress(tx, currentUser(request), request.body, app.clock.now(), request.language),
      );
      return reply.code(201).send(ok(address, said(request, 'family.addressSaved')));
    },
  );

  app.put(
    '/family/addresses/:id',
    { schema: { tags, params, body: addressInputSchema, response: { 200: addressAnswer } } },
    async (request) => {
      const address = await app.db.transaction((tx) =>
        editAddress(
          tx,
          currentUser(request),
          request.params.id,
          request.body,
          app.clock.now(),
          request.language,
        ),
      );
      return ok(address, said(request, 'family.addressSaved'));
    },
  );

  app.delete(
    '/family/addresses/:id',
    { schema: { tags, params, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await removeAddress(app.db, currentUser(request), request.params.id);
      return ok(null, said(request, 'family.addressDeleted'));
    },
  );
};
