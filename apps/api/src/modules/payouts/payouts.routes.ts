import { envelopeSchema } from '@nibras/contracts/envelope';
import {
  createPayoutSchema,
  payoutAccountInputSchema,
  payoutAccountSchema,
  payoutListQuerySchema,
  payoutPageSchema,
  payoutSchema,
  tutorBalanceSchema,
} from '@nibras/contracts/payouts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbExecutor } from '../../db/client';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { said } from '../../plugins/i18n';
import { inIdempotentTransaction } from '../../plugins/idempotency';
import {
  listPayouts,
  payoutAccount,
  requestPayout,
  savePayoutAccount,
  tutorBalance,
} from './payouts.service';

const tags = ['payouts'];

/** A creation a client may retry: the first answer is kept for its Idempotency-Key. */
async function idempotentCreate(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  work: (tx: DbExecutor) => Promise<unknown>,
) {
  const answer = await inIdempotentTransaction(request.server.db, request, userId, async (tx) => ({
    statusCode: 201,
    body: await work(tx),
  }));
  return reply.code(answer.statusCode).send(answer.body);
}

/** A tutor's balance, bank account and payouts (decision 0025); tutors only. */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated: nobody else learns anything about valid input.
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireRole('Tutor'));

  app.get(
    '/tutor/balance',
    { schema: { tags, response: { 200: envelopeSchema(tutorBalanceSchema) } } },
    async (request) =>
      ok(
        await tutorBalance(app.db, currentUser(request).id, app.config.money.commissionBasisPoints),
      ),
  );

  app.get(
    '/tutor/payout-account',
    { schema: { tags, response: { 200: envelopeSchema(payoutAccountSchema.nullable()) } } },
    async (request) => ok(await payoutAccount(app.db, currentUser(request).id)),
  );

  app.put(
    '/tutor/payout-account',
    {
      schema: {
        tags,
        body: payoutAccountInputSchema,
        response: { 200: envelopeSchema(payoutAccountSchema) },
      },
    },
    async (request) =>
      ok(
        await savePayoutAccount(app.db, currentUser(request).id, request.body, app.clock.now()),
        said(request, 'payouts.accountSaved'),
      ),
  );

  app.get(
    '/tutor/payouts',
    {
      schema: {
        tags,
        querystring: payoutListQuerySchema,
        response: { 200: envelopeSchema(payoutPageSchema) },
      },
    },
    async (request) => ok(await listPayouts(app.db, currentUser(request).id, request.query)),
  );

  app.post(
    '/tutor/payouts',
    {
      schema: { tags, body: createPayoutSchema, response: { 201: envelopeSchema(payoutSchema) } },
    },
    (request, reply) => {
      const tutorId = currentUser(request).id;
      return idempotentCreate(request, reply, tutorId, async (tx) =>
        ok(
          await requestPayout(tx, tutorId, request.body.amount, app.clock.now()),
          said(request, 'payouts.requested'),
        ),
      );
    },
  );
};
