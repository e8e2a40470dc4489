import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { said, type SharedKey } from '../../plugins/i18n';
import { inIdempotentTransaction } from '../../plugins/idempotency';
import type { BookingContext } from './booking-access';

/** What the booking routes share: the services' context, and how a retriable write runs. */
export function bookingWrites(app: FastifyInstance) {
  const context = (request: FastifyRequest): BookingContext => ({
    now: app.clock.now(),
    appUrl: app.config.appUrl,
    classroomBaseUrl: app.config.classroomBaseUrl,
    money: app.config.money,
    language: request.language,
  });

  /** A write a client may retry: one transaction, the first answer kept for its Idempotency-Key. */
  async function idempotent(
    request: FastifyRequest,
    reply: FastifyReply,
    statusCode: 200 | 201,
    work: (
      tx: DbExecutor,
      context: BookingContext,
    ) => Promise<{ data: unknown; messageKey: SharedKey }>,
  ) {
    const answer = await inIdempotentTransaction(
      app.db,
      request,
      currentUser(request).id,
      async (tx) => {
        const { data, messageKey } = await work(tx, context(request));
        return { statusCode, body: ok(data, said(request, messageKey)) };
      },
    );
    return reply.code(answer.statusCode).send(answer.body);
  }

  return { context, idempotent };
}
