import { envelopeSchema } from '@nibras/contracts/envelope';
import {
  createTopUpSchema,
  createWithdrawalSchema,
  topUpSchema,
  walletQuerySchema,
  walletSchema,
  withdrawalSchema,
} from '@nibras/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { readTopUp, startTopUp } from './top-ups.service';
import { readWallet } from './wallet.service';
import { requestWithdrawal } from './withdrawals.service';

const tags = ['wallet'];

/**
 * The family's wallet: balances and history, top-ups through the payment provider, and
 * withdrawals back to it. Who may use it is decided by `ownWalletOf` (tutors and children's
 * own logins are refused with 403), not by a role guard, so a tutor learns why.
 */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/wallet',
    {
      schema: {
        tags,
        querystring: walletQuerySchema,
        response: { 200: envelopeSchema(walletSchema) },
      },
    },
    async (request) => ok(await readWallet(app.db, currentUser(request), request.query)),
  );

  app.post(
    '/wallet/top-ups',
    { schema: { tags, body: createTopUpSchema, response: { 201: envelopeSchema(topUpSchema) } } },
    async (request, reply) => {
      return reply
        .code(201)
        .send(await startTopUp(app, request, currentUser(request), request.body));
    },
  );

  app.get(
    '/wallet/top-ups/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        response: { 200: envelopeSchema(topUpSchema) },
      },
    },
    async (request) => ok(await readTopUp(app, currentUser(request), request.params.id)),
  );

  app.post(
    '/wallet/withdrawals',
    {
      schema: {
        tags,
        body: createWithdrawalSchema,
        response: { 201: envelopeSchema(withdrawalSchema) },
      },
    },
    async (request, reply) => {
      const answer = await requestWithdrawal(
        app,
        request,
        currentUser(request),
        request.body.amount,
      );
      return reply.code(201).send(answer);
    },
  );
};
