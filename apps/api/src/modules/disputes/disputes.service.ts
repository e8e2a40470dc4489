import { amountOf } from '@nibras/contracts/money';
import type {
  disputeDecisionSchema,
  OperatorDisputeDetail,
  operatorDisputeListQuerySchema,
  OperatorDisputePage,
  OperatorDisputeSummary,
} from '@nibras/contracts/disputes';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { readAll } from '../../db/reads';
import { AppError } from '../../plugins/envelope';
import { recordOperatorAction } from '../audit/audit.repo';
import { bookingUrlOf } from '../booking/booking-calendar';
import { historyOf, joinsOf } from '../booking/booking.repo';
import { chargeOf, heldForBooking, pendingEarningOf } from '../wallet/booking-money.repo';
import { resolveDispute } from '../wallet/disputes.service';
import { sendDisputeDecision } from './disputes-emails';
import {
  findDispute,
  learnerNameOf,
  listDisputes,
  userNameOf,
  type DisputeRow,
} from './disputes.repo';
import { uuidPattern } from '@nibras/contracts/ids';

/**
 * The operators' disputes queue (issue 29): a family's objection to a charge and its claim that
 * the tutor never came when the join log says otherwise. A decision moves the money (wallet's
 * `resolveDispute`), writes the audit log and emails both sides, all in one transaction.
 */

const person = (row: { id: string; fullName: string; email: string }) => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
});

function summaryOf(row: DisputeRow): OperatorDisputeSummary {
  const { dispute, booking } = row;
  return {
    id: dispute.id,
    bookingId: dispute.bookingId,
    kind: dispute.kind,
    status: dispute.status,
    reason: dispute.reason,
    createdAt: dispute.createdAt.toISOString(),
    resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
    tutor: person(row.tutor),
    openedBy: person(row.openedBy),
    amount: booking.priceAmount,
    currency: booking.currency,
    sessionStart: booking.startAt.toISOString(),
    tutorAnswered: dispute.tutorAnswer !== null,
  };
}

export async function operatorDisputes(
  db: DbExecutor,
  query: z.output<typeof operatorDisputeListQuerySchema>,
): Promise<OperatorDisputePage> {
  const { rows, total } = await listDisputes(db, {
    status: query.status,
    kind: query.kind,
    order: query.order,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(summaryOf), total, page: query.page, pageSize: query.pageSize };
}

async function disputeRow(db: DbExecutor, id: string) {
  const row = uuidPattern.test(id) ? await findDispute(db, id) : undefined;
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

/** One dispute with the session's life, its join log, what the ledger holds for it, both sides' words. */
export async function operatorDispute(db: DbExecutor, id: string): Promise<OperatorDisputeDetail> {
  const row = await disputeRow(db, id);
  const bookingId = row.booking.id;
  const [history, joins, held, charge, pending, learnerName, resolvedBy] = await readAll(db, [
    () => historyOf(db, bookingId),
    () => joinsOf(db, bookingId),
    () => heldForBooking(db, bookingId),
    () => chargeOf(db, bookingId),
    () => pendingEarningOf(db, bookingId),
    () => learnerNameOf(db, row.booking),
    () => userNameOf(db, row.dispute.resolvedById),
  ]);
  const heldMinor = held?.amount ?? 0;
  const chargedMinor = charge?.charged ?? 0;
  const open = row.dispute.status === 'open';
  return {
    ...summaryOf(row),
    tutorAnswer: row.dispute.tutorAnswer,
    tutorAnsweredAt: row.dispute.tutorAnsweredAt?.toISOString() ?? null,
    resolution: row.dispute.resolution,
    resolvedBy,
    familyRefund:
      row.dispute.familyRefundMinor === null ? null : amountOf(row.dispute.familyRefundMinor),
    session: {
      start: row.booking.startAt.toISOString(),
      end: row.booking.endAt.toISOString(),
      status: row.booking.status,
      noShowParty: row.booking.noShowParty,
      paymentStatus: row.booking.paymentStatus,
      learnerName,
    },
    history: history.map((event) => ({
      at: event.at.toISOString(),
      actor:
        event.actorId && event.actorName ? { id: event.actorId, fullName: event.actorName } : null,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      reason: event.reason,
    })),
    joins: joins.map((join) => ({
      userId: join.userId,
      fullName: join.fullName,
      at: join.at.toISOString(),
    })),
    money: {
      held: amountOf(heldMinor),
      charged: amountOf(chargedMinor),
      tutorPending: amountOf(pending?.amount ?? 0),
      atStake: amountOf(open ? heldMinor || chargedMinor : 0),
    },
  };
}

/**
 * An operator's decision, its money, its audit row and both emails in one transaction: if any
 * of them fails, none of them happened.
 */
export async function decideDispute(
  app: FastifyInstance,
  operatorId: string,
  id: string,
  input: z.output<typeof disputeDecisionSchema>,
): Promise<OperatorDisputeDetail> {
  const at = app.clock.now();
  await app.db.transaction(async (tx) => {
    const row = await disputeRow(tx, id);
    const resolved = await resolveDispute(
      tx,
      id,
      {
        outcome: input.outcome,
        familyRefundMinor: input.familyRefund,
        operatorId,
        reason: input.reason,
        at,
      },
      { rules: app.config.money, appUrl: app.config.appUrl },
    );
    const familyRefund = amountOf(resolved.familyRefundMinor);
    await recordOperatorAction(tx, {
      operatorId,
      action: `dispute.resolve_${input.outcome}`,
      subjectType: 'dispute',
      subjectId: id,
      reason: input.reason,
      details: { bookingId: resolved.bookingId, familyRefund, currency: resolved.currency },
      at,
    });
    const decision = {
      kind: resolved.kind,
      outcome: input.outcome,
      familyRefund,
      currency: resolved.currency,
      reason: input.reason,
      sessionStart: row.booking.startAt,
      bookingUrl: bookingUrlOf(app.config.appUrl, resolved.bookingId),
    };
    await sendDisputeDecision(tx, row.openedBy, row.tutor, decision);
    await sendDisputeDecision(tx, row.tutor, row.openedBy, decision);
  });
  app.wakeMailer();
  return operatorDispute(app.db, id);
}
