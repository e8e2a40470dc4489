import type { Language } from '@nibras/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { operatorInvitationMessage } from '../../emails/account-emails';
import { AppError } from '../../plugins/envelope';
import { appLink, recipient } from '../auth/account-emails';
import { findUserByEmail, insertUser, insertUserUnlessTaken } from '../auth/auth.repo';
import { demoPassword } from '../auth/demo-accounts';
import { issueVerification } from '../auth/one-time-tokens';
import { hashPassword } from '../auth/passwords';
import { enqueueEmail } from '../mail/outbox';
import { saveEnrolledSecondFactor } from './operators.repo';
import { sealSecret, totpCodeAt } from './totp';

/**
 * The demo operator of every server outside production (README, "Operators"): already enrolled
 * with a fixed secret that anyone may add to an authenticator app. Never a production account.
 */
export const demoOperator = {
  email: 'operator@nibras.test',
  fullName: 'Salma Haddad',
  totpSecret: 'NIBRASDEMOOPERATORTOTPKEY234567A',
};

/**
 * Makes an operator account with no password and emails an invitation to set one (the
 * password-reset link, one hour) in the operator's language. Nobody can sign up as an operator:
 * this, run by `npm run operator -- add`, is the only way in.
 */
export async function addOperator(
  app: FastifyInstance,
  input: { email: string; fullName?: string; language: Language },
) {
  const email = input.email.trim().toLowerCase();
  const fullName = input.fullName?.trim() || email.split('@')[0] || email;
  const operator = await app.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw new AppError(409, 'email_taken');
    const user = await insertUser(tx, {
      email,
      fullName,
      phoneNumber: '',
      userType: 'Operator',
      preferredLanguage: input.language,
    });
    if (!user) throw new Error('operator was not inserted');
    const token = await issueVerification(tx, {
      type: 'password_reset',
      userId: user.id,
      email: user.email,
    });
    const links = {
      setPassword: appLink(app, '/reset-password', { token }),
      signIn: appLink(app, '/operator/sign-in'),
    };
    await enqueueEmail(tx, user.email, operatorInvitationMessage(recipient(user), links));
    return user;
  });
  app.wakeMailer();
  return operator;
}

/** The demo operator's current code (development only: its secret is public). */
export function demoOperatorCode(config: AppConfig, at: Date): string {
  if (!config.devTools) throw new Error('the demo operator exists only outside production');
  return totpCodeAt(demoOperator.totpSecret, at);
}

/**
 * Idempotent, outside production only: the demo operator, enrolled with the demo secret. The
 * secret is sealed again at each start, so a new JWT_SECRET does not leave it unreadable.
 */
export async function seedDemoOperator(db: Database, config: AppConfig): Promise<void> {
  if (!config.devTools) return;
  let user = await findUserByEmail(db, demoOperator.email);
  if (!user) {
    user = await insertUserUnlessTaken(db, {
      email: demoOperator.email,
      fullName: demoOperator.fullName,
      phoneNumber: '+201000000000',
      userType: 'Operator',
      passwordHash: await hashPassword(demoPassword),
      emailConfirmedAt: new Date(),
    });
  }
  if (!user || user.userType !== 'Operator') return;
  const sealedSecret = sealSecret(demoOperator.totpSecret, config.jwtSecret);
  await saveEnrolledSecondFactor(db, { userId: user.id, sealedSecret, at: new Date() });
}
