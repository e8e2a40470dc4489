import { amountOf, platformCurrency } from '@nibras/contracts/money';
import type { Payout, PayoutAccount, PayoutPage, TutorBalance } from '@nibras/contracts/payouts';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../plugins/envelope';
import { balancesOf } from '../ledger/ledger.repo';
import { lockBalance, post } from '../ledger/ledger.service';
import {
  findPayout,
  insertPayout,
  payoutAccountOf,
  payoutsOf,
  updatePayout,
  upsertPayoutAccount,
  type PayoutRow,
} from './payouts.repo';

/**
 * A tutor's money (decision 0025): what charged sessions credited them, pending through the
 * dispute period, then available; a payout moves what they ask for to "requested", and an
 * operator's decision to "paid out" or back to available. Every figure is read from the ledger.
 */

const accountsOf = (tutorId: string) =>
  [
    { kind: 'tutor_pending', ownerId: tutorId },
    { kind: 'tutor_available', ownerId: tutorId },
    { kind: 'tutor_payout_requested', ownerId: tutorId },
    { kind: 'tutor_paid_out', ownerId: tutorId },
  ] as const;

export async function tutorBalance(
  db: DbExecutor,
  tutorId: string,
  commissionBasisPoints: number,
): Promise<TutorBalance> {
  const [pending = 0, available = 0, requested = 0, paidOut = 0] = await balancesOf(
    db,
    accountsOf(tutorId),
    platformCurrency,
  );
  return {
    currency: platformCurrency,
    pending: amountOf(pending),
    available: amountOf(available),
    requested: amountOf(requested),
    paidOut: amountOf(paidOut),
    commissionPercent: commissionBasisPoints / 100,
  };
}

/** The bank account as shown back: its country and last four characters. */
const maskedAccount = (account: { iban: string; holderName: string; updatedAt: Date }) => ({
  ibanLast4: account.iban.slice(-4),
  country: account.iban.slice(0, 2),
  holderName: account.holderName,
  updatedAt: account.updatedAt.toISOString(),
});

export async function payoutAccount(
  db: DbExecutor,
  tutorId: string,
): Promise<PayoutAccount | null> {
  const account = await payoutAccountOf(db, tutorId);
  return account ? maskedAccount(account) : null;
}

/** The IBAN arrives in its electronic form, already checked (payoutAccountInputSchema). */
export async function savePayoutAccount(
  db: DbExecutor,
  tutorId: string,
  input: { iban: string; holderName: string },
  now: Date,
): Promise<PayoutAccount> {
  return maskedAccount(await upsertPayoutAccount(db, { tutorId, ...input, updatedAt: now }));
}

export const payoutAnswerOf = (payout: PayoutRow): Payout => ({
  id: payout.id,
  amount: amountOf(payout.amountMinor),
  currency: payout.currency,
  status: payout.status,
  ibanLast4: payout.iban.slice(-4),
  requestedAt: payout.requestedAt.toISOString(),
  decidedAt: payout.decidedAt?.toISOString() ?? null,
  refusalReason: payout.refusalReason,
});

/**
 * Asks for a payout of part of what is available, to the bank account saved now (copied on the
 * payout, so a later change of account does not redirect it). The available balance stays
 * locked until the caller commits: two requests at once cannot both spend it.
 */
export async function requestPayout(
  tx: DbExecutor,
  tutorId: string,
  amountMinor: number,
  now: Date,
): Promise<Payout> {
  const account = await payoutAccountOf(tx, tutorId);
  if (!account) throw new AppError(409, 'payout_account_missing');
  const available = await lockBalance(
    tx,
    { kind: 'tutor_available', ownerId: tutorId },
    platformCurrency,
  );
  if (amountMinor > available) {
    throw new AppError(409, 'insufficient_balance', {
      detailValues: { available: amountOf(available) },
    });
  }
  const payout = await insertPayout(tx, {
    tutorId,
    amountMinor,
    currency: platformCurrency,
    iban: account.iban,
    holderName: account.holderName,
    requestedAt: now,
  });
  await post(
    tx,
    { kind: 'payout_request', payoutId: payout.id, actorId: tutorId },
    [
      { account: { kind: 'tutor_available', ownerId: tutorId }, amount: -amountMinor },
      { account: { kind: 'tutor_payout_requested', ownerId: tutorId }, amount: amountMinor },
    ],
    { currency: payout.currency, at: now },
  );
  return payoutAnswerOf(payout);
}

export async function listPayouts(
  db: DbExecutor,
  tutorId: string,
  query: { page: number; pageSize: number },
): Promise<PayoutPage> {
  const { rows, total } = await payoutsOf(db, tutorId, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(payoutAnswerOf), page: query.page, pageSize: query.pageSize, total };
}

/**
 * An operator's decisions on a payout (issue 29): approved first (requested → approved), then
 * paid with the bank transfer's reference (approved → paid, the amount moves to what the tutor
 * was paid in all), or refused with a reason at either step (→ returned, the amount back to
 * available). Each from its own state only: 409 payout_already_decided otherwise.
 */
type Decision = { operatorId: string; at: Date };

async function payoutIn(tx: DbExecutor, payoutId: string, states: readonly PayoutRow['status'][]) {
  const payout = await findPayout(tx, payoutId, { lock: true });
  if (!payout) throw new AppError(404, 'not_found');
  if (!states.includes(payout.status)) throw new AppError(409, 'payout_already_decided');
  return payout;
}

export async function approvePayout(tx: DbExecutor, payoutId: string, decision: Decision) {
  await payoutIn(tx, payoutId, ['requested']);
  return updatePayout(tx, payoutId, {
    status: 'approved',
    approvedAt: decision.at,
    approvedById: decision.operatorId,
  });
}

async function settle(
  tx: DbExecutor,
  payout: PayoutRow,
  to: 'tutor_paid_out' | 'tutor_available',
  decision: Decision,
) {
  await post(
    tx,
    {
      kind: to === 'tutor_paid_out' ? 'payout_paid' : 'payout_returned',
      payoutId: payout.id,
      actorId: decision.operatorId,
    },
    [
      {
        account: { kind: 'tutor_payout_requested', ownerId: payout.tutorId },
        amount: -payout.amountMinor,
      },
      { account: { kind: to, ownerId: payout.tutorId }, amount: payout.amountMinor },
    ],
    { currency: payout.currency, at: decision.at },
  );
}

export async function markPayoutPaid(
  tx: DbExecutor,
  payoutId: string,
  decision: Decision & { transferReference: string },
) {
  const payout = await payoutIn(tx, payoutId, ['approved']);
  await settle(tx, payout, 'tutor_paid_out', decision);
  return updatePayout(tx, payoutId, {
    status: 'paid',
    decidedAt: decision.at,
    decidedById: decision.operatorId,
    transferReference: decision.transferReference,
  });
}

export async function returnPayout(
  tx: DbExecutor,
  payoutId: string,
  decision: Decision & { reason: string },
) {
  const payout = await payoutIn(tx, payoutId, ['requested', 'approved']);
  await settle(tx, payout, 'tutor_available', decision);
  return updatePayout(tx, payoutId, {
    status: 'returned',
    decidedAt: decision.at,
    decidedById: decision.operatorId,
    refusalReason: decision.reason,
  });
}
