import { platformCurrency, amountOf } from '@nibras/contracts/money';
import { maxPendingTopUps, type TopUp } from '@nibras/contracts/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError, ok } from '../../plugins/envelope';
import { inIdempotentTransaction } from '../../plugins/idempotency';
import { lockBalance } from '../ledger/ledger.service';
import { uuidPattern } from '@nibras/contracts/ids';
import { ownWalletOf } from './wallet-access';
import {
  insertTopUp,
  pendingTopUpsSince,
  storeCheckout,
  topUpOf,
  type TopUpRow,
} from './top-ups.repo';

/**
 * A checkout left unpaid stops counting against the limit after a day: providers expire their
 * sessions by then (Stripe in 24 hours), and an abandoned page must not lock a family out.
 */
const pendingCountsForMs = 24 * 60 * 60_000;

export function topUpView(row: TopUpRow): TopUp {
  return {
    id: row.id,
    status: row.status,
    amount: amountOf(row.amountMinor),
    currency: row.currency,
    provider: row.provider,
    checkoutUrl: row.checkoutUrl,
    returnPath: row.returnPath,
    // Receipts come with their own module; the seam is this field.
    receiptId: null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Starts a top-up: the pending row is written in one short transaction (honouring the
 * Idempotency-Key, and counted against the pending limit under the wallet's row lock), then
 * the provider is called outside any transaction and its checkout stored. A provider that fails
 * leaves the top-up pending without a checkout and answers 503: nothing is credited, and a
 * retry with the same key finds the same top-up and asks the provider again.
 */
export async function startTopUp(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthenticatedUser,
  input: { amount: number; returnPath?: string | undefined },
) {
  const ownerId = await ownWalletOf(app.db, user);
  const provider = app.payments.current;
  if (!provider) throw new AppError(503, 'payment_provider_unavailable');
  const now = app.clock.now();
  const stored = await inIdempotentTransaction(app.db, request, user.id, async (tx) => {
    await lockBalance(tx, { kind: 'family_available', ownerId }, platformCurrency);
    const since = new Date(now.getTime() - pendingCountsForMs);
    if ((await pendingTopUpsSince(tx, ownerId, since)) >= maxPendingTopUps) {
      throw new AppError(409, 'too_many_pending_top_ups');
    }
    const row = await insertTopUp(tx, {
      walletOwnerId: ownerId,
      amountMinor: input.amount,
      currency: platformCurrency,
      provider: provider.name,
      returnPath: input.returnPath ?? null,
      createdAt: now,
      updatedAt: now,
    });
    // What the key keeps is the top-up's id; the answer is read afresh below.
    return { statusCode: 201, body: { topUpId: row.id } };
  });
  const { topUpId } = stored.body as { topUpId: string };
  let topUp = await topUpOf(app.db, topUpId);
  if (!topUp) throw new Error(`top-up ${topUpId} vanished`);
  if (!topUp.checkoutUrl && topUp.status === 'pending') {
    const path = topUp.returnPath ?? '/wallet';
    const returnUrl = `${app.config.appUrl}${path}${path.includes('?') ? '&' : '?'}topUp=${topUp.id}`;
    const checkoutProvider = app.payments.byName(topUp.provider);
    try {
      if (!checkoutProvider) throw new Error(`provider ${topUp.provider} is not configured`);
      const checkout = await checkoutProvider.createCheckout({
        topUpId: topUp.id,
        amountMinor: topUp.amountMinor,
        currency: topUp.currency,
        description: `Nibras wallet top-up ${amountOf(topUp.amountMinor)} ${topUp.currency}`,
        returnUrl,
        cancelUrl: returnUrl,
        language: request.language,
      });
      await storeCheckout(app.db, topUp.id, checkout, app.clock.now());
    } catch (error) {
      request.log.error({ err: error, topUpId: topUp.id }, 'payment provider failed');
      throw new AppError(503, 'payment_provider_unavailable');
    }
    topUp = (await topUpOf(app.db, topUp.id)) ?? topUp;
  }
  return ok(topUpView(topUp));
}

export async function readTopUp(app: FastifyInstance, user: AuthenticatedUser, id: string) {
  const ownerId = await ownWalletOf(app.db, user);
  const topUp = uuidPattern.test(id) ? await topUpOf(app.db, id) : undefined;
  if (!topUp || topUp.walletOwnerId !== ownerId) throw new AppError(404, 'top_up_not_found');
  return topUpView(topUp);
}
