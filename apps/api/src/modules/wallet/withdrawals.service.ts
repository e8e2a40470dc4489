import { amountOf, platformCurrency } from '@nibras/contracts/money';
import type { Envelope } from '@nibras/contracts/envelope';
import type { Withdrawal } from '@nibras/contracts/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { withdrawals } from '../../db/schema/index';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError, ok } from '../../plugins/envelope';
import { inIdempotentTransaction } from '../../plugins/idempotency';
import { scheduleJob } from '../jobs/jobs';
import { lockBalance, post } from '../ledger/ledger.service';
import { issueReceipt } from '../receipts/receipts.service';
import type { PaymentProviders } from '../payments/payments.plugin';
import { ownWalletOf } from './wallet-access';
import {
  completeWithdrawal,
  insertWithdrawal,
  markRefunded,
  pendingRefundsOf,
  recordRefund,
  refundableTopUps,
} from './withdrawals.repo';

export const withdrawalRefundsJob = 'wallet.withdrawal-refunds';

const withdrawalView = (row: typeof withdrawals.$inferSelect): Withdrawal => ({
  id: row.id,
  status: row.status,
  amount: amountOf(row.amountMinor),
  currency: row.currency,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Gives unspent money back through the providers it came from (decision 0025), as refunds of
 * the wallet's top-ups, newest first. In one transaction, under the wallet's row lock (so
 * concurrent withdrawals queue and none overdraws): the amount leaves the wallet for each
 * provider's clearing, and each refund is recorded against its top-up. The providers are called
 * after commit by a due job, which retries until they answer.
 */
export async function requestWithdrawal(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthenticatedUser,
  amountMinor: number,
) {
  const ownerId = await ownWalletOf(app.db, user);
  const now = app.clock.now();
  const answer = await inIdempotentTransaction(app.db, request, user.id, async (tx) => {
    const available = await lockBalance(
      tx,
      { kind: 'family_available', ownerId },
      platformCurrency,
    );
    const topUps = await refundableTopUps(tx, ownerId);
    const refundable = topUps.reduce((sum, topUp) => sum + topUp.left, 0);
    if (amountMinor > available || amountMinor > refundable) {
      throw new AppError(409, 'insufficient_balance');
    }
    const withdrawal = await insertWithdrawal(tx, {
      walletOwnerId: ownerId,
      amountMinor,
      currency: platformCurrency,
      createdAt: now,
      updatedAt: now,
    });
    const toProvider = new Map<string, number>();
    let left = amountMinor;
    for (const topUp of topUps) {
      if (left === 0) break;
      const part = Math.min(left, topUp.left);
      left -= part;
      await recordRefund(tx, {
        withdrawalId: withdrawal.id,
        topUpId: topUp.id,
        amountMinor: part,
        at: now,
      });
      toProvider.set(topUp.provider, (toProvider.get(topUp.provider) ?? 0) + part);
    }
    const transactionId = await post(
      tx,
      { kind: 'withdrawal', withdrawalId: withdrawal.id, actorId: user.id },
      [
        { account: { kind: 'family_available', ownerId }, amount: -amountMinor },
        ...[...toProvider].map(([provider, amount]) => ({
          account: { kind: 'provider_clearing' as const, provider },
          amount,
        })),
      ],
      { currency: platformCurrency, at: now },
    );
    await issueReceipt(tx, {
      kind: 'refund',
      walletOwnerId: ownerId,
      transactionId,
      amountMinor,
      currency: platformCurrency,
      at: now,
      vatRateBasisPoints: app.config.money.vatRateBasisPoints,
      appUrl: app.config.appUrl,
    });
    await scheduleJob(tx, {
      kind: withdrawalRefundsJob,
      key: `${withdrawalRefundsJob}:${withdrawal.id}`,
      dueAt: now,
      payload: { withdrawalId: withdrawal.id },
    });
    return { statusCode: 201, body: ok(withdrawalView(withdrawal)) };
  });
  // The key keeps this route's own answer, written above.
  return answer.body as Envelope<Withdrawal>;
}

const refundsPayloadSchema = z.object({ withdrawalId: z.uuid() });

/**
 * The due job of a withdrawal: asks each provider for its refunds, recording each as it is
 * made, so a retry after a failure asks only for those still pending (and the provider's own
 * idempotency key, where it has one, covers a crash between its answer and our record).
 */
export function withdrawalRefundsHandler(payments: PaymentProviders) {
  return async (payload: unknown, context: { db: FastifyInstance['db']; now: Date }) => {
    const { withdrawalId } = refundsPayloadSchema.parse(payload);
    for (const refund of await pendingRefundsOf(context.db, withdrawalId)) {
      const provider = payments.byName(refund.provider);
      if (!provider) throw new Error(`provider ${refund.provider} is not configured`);
      if (!refund.paymentRef) throw new Error(`top-up of refund ${refund.id} has no payment`);
      const made = await provider.refund({
        paymentRef: refund.paymentRef,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        refundId: refund.id,
      });
      await markRefunded(context.db, refund.id, made.providerRef, context.now);
    }
    await completeWithdrawal(context.db, withdrawalId, context.now);
  };
}
