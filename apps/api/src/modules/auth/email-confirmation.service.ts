import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index';
import { AppError } from '../../plugins/envelope';
import { queueConfirmationEmail } from './account-emails';
import { findUserByEmail } from './auth.repo';
import { quietAnswerMs, withMinimumDuration } from './minimum-duration';
import { consumeVerification, issueVerification } from './one-time-tokens';

/** Uses up the link's token and marks the address as confirmed, both or neither. */
export async function confirmEmail(app: FastifyInstance, input: { token: string; email: string }) {
  await app.db.transaction(async (tx) => {
    const used = await consumeVerification(tx, {
      type: 'email_confirmation',
      token: input.token,
      email: input.email,
    });
    // The account must still have the address the link was sent to.
    const [confirmed] = used
      ? await tx
          .update(users)
          .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
          .where(and(eq(users.id, used.userId), sql`lower(${users.email}) = lower(${used.email})`))
          .returning({ email: users.email })
      : [];
    if (!confirmed) throw new AppError(400, 'confirmation_token_invalid');
  });
}

/**
 * Sends a new link (voiding the older ones) when the address has an account that still needs
 * confirming; otherwise does nothing. The caller cannot tell which.
 */
export async function resendConfirmation(app: FastifyInstance, email: string) {
  await withMinimumDuration(quietAnswerMs, async () => {
    const user = await findUserByEmail(app.db, email);
    if (!user || user.emailConfirmedAt) return;
    await app.db.transaction(async (tx) => {
      const token = await issueVerification(tx, {
        type: 'email_confirmation',
        userId: user.id,
        email: user.email,
      });
      await queueConfirmationEmail(app, tx, user, token);
    });
    app.wakeMailer();
  });
}
