import { envelopeSchema } from '@nibras/contracts/envelope';
import { receiptPageSchema, receiptQuerySchema, receiptSchema } from '@nibras/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { authenticate, currentUser, type AuthenticatedUser } from '../../plugins/auth';
import { AppError, ok } from '../../plugins/envelope';
import { listReceipts, ownReceipt } from '../receipts/receipts.service';
import { walletOwnerOf } from './wallet-owner';

const tags = ['wallet'];

/**
 * The wallet owner's own receipts, the parent or the independent student. A child's login
 * spends its parent's wallet but never reads its papers (403), a tutor has no wallet (403).
 */
async function receiptOwnerOf(db: DbExecutor, user: AuthenticatedUser): Promise<string> {
  const owner = await walletOwnerOf(db, user);
  if (owner.viaParent) throw new AppError(403, 'forbidden');
  return owner.ownerId;
}

export const walletReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/wallet/receipts',
    {
      schema: {
        tags,
        querystring: receiptQuerySchema,
        response: { 200: envelopeSchema(receiptPageSchema) },
      },
    },
    async (request) =>
      ok(
        await listReceipts(
          app.db,
          await receiptOwnerOf(app.db, currentUser(request)),
          request.query,
        ),
      ),
  );

  app.get(
    '/wallet/receipts/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        response: { 200: envelopeSchema(receiptSchema) },
      },
    },
    async (request) =>
      ok(
        await ownReceipt(
          app.db,
          await receiptOwnerOf(app.db, currentUser(request)),
          request.params.id,
        ),
      ),
  );
};
