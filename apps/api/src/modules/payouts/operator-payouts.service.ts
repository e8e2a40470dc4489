import type {
  operatorPayoutListQuerySchema,
  OperatorPayout,
  OperatorPayoutPage,
} from '@nibras/contracts/payouts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../plugins/envelope';
import { recordOperatorAction } from '../audit/audit.repo';
import { notifyPayoutDecision } from './payout-notifications';
import { operatorPayoutsOf, payoutWithTutor, type PayoutRow } from './payouts.repo';
import { approvePayout, markPayoutPaid, payoutAnswerOf, returnPayout } from './payouts.service';
import { uuidPattern } from '@nibras/contracts/ids';

/**
 * The operators' payouts queue (issue 29): each decision, its audit row and the tutor's email
 * in one transaction, so none is kept without the others.
 */

type Row = NonNullable<Awaited<ReturnType<typeof payoutWithTutor>>>;

const operatorPayoutOf = ({ payout, tutor }: Row): OperatorPayout => ({
  ...payoutAnswerOf(payout),
  tutor: { id: tutor.id, fullName: tutor.fullName, email: tutor.email },
  iban: payout.iban,
  holderName: payout.holderName,
  approvedAt: payout.approvedAt?.toISOString() ?? null,
  transferReference: payout.transferReference,
});

export async function operatorPayouts(
  db: DbExecutor,
  query: z.output<typeof operatorPayoutListQuerySchema>,
): Promise<OperatorPayoutPage> {
  const { rows, total } = await operatorPayoutsOf(db, {
    status: query.status,
    order: query.order,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(operatorPayoutOf), total, page: query.page, pageSize: query.pageSize };
}

async function found(db: DbExecutor, id: string) {
  const row = uuidPattern.test(id) ? await payoutWithTutor(db, id) : undefined;
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

export type PayoutAction =
  | { kind: 'approve' }
  | { kind: 'paid'; transferReference: string }
  | { kind: 'refuse'; reason: string };

export async function decidePayout(
  app: FastifyInstance,
  operatorId: string,
  id: string,
  action: PayoutAction,
): Promise<OperatorPayout> {
  const at = app.clock.now();
  const decision = { operatorId, at };
  const answer = await app.db.transaction(async (tx) => {
    const { tutor } = await found(tx, id);
    let payout: PayoutRow;
    if (action.kind === 'approve') payout = await approvePayout(tx, id, decision);
    else if (action.kind === 'paid') {
      payout = await markPayoutPaid(tx, id, {
        ...decision,
        transferReference: action.transferReference,
      });
    } else payout = await returnPayout(tx, id, { ...decision, reason: action.reason });
    await recordOperatorAction(tx, {
      operatorId,
      action: `payout.${action.kind}`,
      subjectType: 'payout',
      subjectId: id,
      reason: action.kind === 'refuse' ? action.reason : null,
      details: {
        amountMinor: payout.amountMinor,
        currency: payout.currency,
        tutorId: payout.tutorId,
        ...(action.kind === 'paid' ? { transferReference: action.transferReference } : {}),
      },
      at,
    });
    if (action.kind !== 'approve') {
      await notifyPayoutDecision(tx, tutor, payout, { appUrl: app.config.appUrl, now: at });
    }
    return operatorPayoutOf({ payout, tutor });
  });
  app.wakeMailer();
  return answer;
}
