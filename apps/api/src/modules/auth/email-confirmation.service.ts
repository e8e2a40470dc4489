import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/envelope';
import { queueConfirmationEmail } from './account-emails';
import { findUserByEmail, updateUserOfLink } from './auth.repo';
import { quietAnswerMs, withMinimumDuration } from './minimum-duration';
import { consumeVerification, findSpentVerification, issueVerification } from './one-time-tokens';
import { startSession, type Session } from './session.service';

export type ConfirmationOutcome =
  { outcome: 'confirmed'; session: Session | null } | { outcome: 'already_confirmed' };

/**
 * Uses up the link's token and marks the address as confirmed, both or neither, and signs the
 * person in on this device: the link proves the mailbox, as a password reset's does. A link
 * already spent on an address that is now confirmed (opened again, or on another device) says
 * so instead of failing; anything else is an invalid link.
 */
export async function confirmEmail(
  app: FastifyInstance,
  input: { token: string; email: string },
): Promise<ConfirmationOutcome> {
  const confirmedUser = await app.db.transaction(async (tx) => {
    const used = await consumeVerification(tx, {
      type: 'email_confirmation',
      token: input.token,
      email: input.email,
    });
    // The account must still have the address the link was sent to.
    return used ? await updateUserOfLink(tx, used) : undefined;
  });
  if (confirmedUser) {
    // A suspended or operator account is confirmed all the same, but signs in its own way.
    const signsIn = !confirmedUser.suspendedAt && confirmedUser.userType !== 'Operator';
    return {
      outcome: 'confirmed',
      session: signsIn ? await startSession(app, confirmedUser) : null,
    };
  }
  const spent = await findSpentVerification(app.db, {
    type: 'email_confirmation',
    token: input.token,
    email: input.email,
  });
  if (spent) {
    const user = await findUserByEmail(app.db, spent.email);
    if (user?.id === spent.userId && user.emailConfirmedAt) return { outcome: 'already_confirmed' };
  }
  throw new AppError(400, 'confirmation_token_invalid');
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
