import { platformCurrency } from '@nibras/contracts/money';
import type { FastifyInstance } from 'fastify';
import { topUps } from '../../db/schema/index';
import { creditTopUp } from '../payments/payments.service';

/**
 * Puts money in a family's wallet as a succeeded top-up through the development provider
 * does, through the same crediting function, for tests whose subject is not the top-up itself.
 * The receipt and its email belong to a provider's event (applyPaymentEvent): none here.
 */
export async function fundWallet(app: FastifyInstance, ownerId: string, amountMinor: number) {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const [topUp] = await tx
      .insert(topUps)
      .values({
        walletOwnerId: ownerId,
        amountMinor,
        currency: platformCurrency,
        provider: 'dev',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!topUp) throw new Error('the top-up was not inserted');
    await creditTopUp(tx, topUp, { now, paymentRef: `dev_${topUp.id}` });
  });
}
