import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/envelope';
import { queuePasswordChangedEmail, queueResetEmail } from './account-emails';
import { findUserByEmail, updateUserOfLink } from './auth.repo';
import { quietAnswerMs, withMinimumDuration } from './minimum-duration';
import { consumeVerification, issueVerification } from './one-time-tokens';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './refresh-tokens.repo';

/**
 * Emails a reset link when the address has an account. Same answer and about the same time
 * either way, so the call cannot be used to find out who has an account.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string) {
  await withMinimumDuration(quietAnswerMs, async () => {
    const user = await findUserByEmail(app.db, email);
    if (!user) return;
    await app.db.transaction(async (tx) => {
      // Issuing voids the user's older reset links: only the newest one works.
      const token = await issueVerification(tx, {
        type: 'password_reset',
        userId: user.id,
        email: user.email,
      });
      await queueResetEmail(app, tx, user, token);
    });
    app.wakeMailer();
  });
}

/**
 * Sets the new password with a single-use token and ends every session of the user. The link
 * proves the address too, so an unconfirmed account becomes confirmed.
 */
export async function resetPassword(
  app: FastifyInstance,
  input: { token: string; newPassword: string },
) {
  const passwordHash = await hashPassword(input.newPassword);
  const userId = await app.db.transaction(async (tx) => {
    const used = await consumeVerification(tx, { type: 'password_reset', token: input.token });
    const user = used
      ? await updateUserOfLink(tx, used, { passwordHash, updatedAt: new Date() })
      : undefined;
    if (!user) throw new AppError(400, 'reset_token_invalid');
    await revokeAllSessions(tx, user.id);
    await queuePasswordChangedEmail(app, tx, user);
    return user.id;
  });
  // Every session ended: their access tokens too, at once in every process.
  await app.accountAccess.changed([userId]);
  app.wakeMailer();
}
