import { platformCurrency } from '@nibras/contracts/money';
import type { FastifyInstance } from 'fastify';
import { topUps } from '../../db/schema/index';
import { post } from '../ledger/ledger.service';

/**
 * Puts money in a family's wallet as a succeeded top-up through the development provider
 * would, for tests whose subject is not the top-up itself.
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
        status: 'succeeded',
        createdAt: now,
        updatedAt: now,
        succeededAt: now,
      })
      .returning({ id: topUps.id });
    await post(
      tx,
      { kind: 'top_up', topUpId: topUp?.id },
      [
        { account: { kind: 'family_available', ownerId }, amount: amountMinor },
        { account: { kind: 'provider_clearing', provider: 'dev' }, amount: -amountMinor },
      ],
      { currency: platformCurrency, at: now },
    );
  });
}
