import type { OperatorVerifyBody } from '@nibras/contracts/operator-sign-in';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../plugins/envelope';
import { recordOperatorAction } from '../audit/audit.repo';
import { passwordAttempt, type AuthLimits } from '../auth/auth.limits';
import { findUserByEmail, findUserById } from '../auth/auth.repo';
import { verifyPassword } from '../auth/passwords';
import { startSession } from '../auth/session.service';
import { readOperatorChallenge, signOperatorChallenge } from './operator-challenge';
import type { OperatorSignInLimits } from './operator-sign-in.limits';
import {
  findSecondFactor,
  replaceRecoveryCodes,
  savePendingSecondFactor,
  takeTimeStep,
  useRecoveryCode,
} from './operators.repo';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { enrolmentOf, matchingTimeStep, newTotpSecret, openSealedSecret, sealSecret } from './totp';

/**
 * The password step of an operator's sign-in: the same limits and delays as the login, then a
 * challenge for the second factor. Whether the account is an operator is said only after the
 * password matched, so it tells a guesser nothing.
 */
export async function operatorPasswordStep(
  app: FastifyInstance,
  limits: AuthLimits,
  request: FastifyRequest,
  input: { email: string; password: string },
) {
  const attempt = await passwordAttempt(limits, request, input.email);
  const user = await findUserByEmail(app.db, input.email);
  const matches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !matches) {
    await attempt.failed();
    throw new AppError(401, 'invalid_credentials');
  }
  if (user.userType !== 'Operator') throw new AppError(403, 'operator_only');
  if (!user.emailConfirmedAt) throw new AppError(403, 'email_not_confirmed');
  if (user.suspendedAt || user.deletedAt) throw new AppError(403, 'forbidden');
  const secondFactor = await findSecondFactor(app.db, user.id);
  const challenge = await signOperatorChallenge(app.config.jwtSecret, user, app.clock.now());
  return { ...challenge, enrolled: Boolean(secondFactor?.enrolledAt) };
}

/** The operator a challenge names, while nothing about the account changed since. */
async function operatorOf(app: FastifyInstance, challenge: string): Promise<UserRow> {
  const named = await readOperatorChallenge(app.config.jwtSecret, challenge, app.clock.now());
  const user = await findUserById(app.db, named.id);
  if (
    !user ||
    user.userType !== 'Operator' ||
    user.accessVersion !== named.accessVersion ||
    user.suspendedAt ||
    user.deletedAt
  ) {
    throw new AppError(401, 'operator_challenge_expired');
  }
  return user;
}

/** A new secret for the operator's app (replacing one not yet confirmed), with its QR code. */
export async function startEnrolment(app: FastifyInstance, challenge: string) {
  const user = await operatorOf(app, challenge);
  const existing = await findSecondFactor(app.db, user.id);
  if (existing?.enrolledAt) throw new AppError(409, 'operator_already_enrolled');
  const secret = newTotpSecret();
  await savePendingSecondFactor(app.db, {
    userId: user.id,
    sealedSecret: sealSecret(secret, app.config.jwtSecret),
    now: app.clock.now(),
  });
  return enrolmentOf(secret, user.email);
}

type CodeCheck = { limits: OperatorSignInLimits; request: FastifyRequest };

/** The time step of a right code, or 401 (counted: a few wrong codes and the operator waits). */
async function stepOfCode(
  app: FastifyInstance,
  check: CodeCheck,
  input: { user: UserRow; sealedSecret: string; code: string },
) {
  await check.limits.refuseWhenTooManyFailures(check.request, input.user.id);
  const secret = openSealedSecret(input.sealedSecret, app.config.jwtSecret);
  const step = matchingTimeStep(secret, input.code, app.clock.now());
  if (step === undefined) {
    await check.limits.codeFailures.add(check.request, input.user.id);
    throw new AppError(401, 'totp_code_invalid');
  }
  return step;
}

/**
 * The first code from the app confirms the secret: the operator is enrolled, signed in, and
 * sees ten recovery codes this once (only their hashes are kept).
 */
export async function confirmEnrolment(
  app: FastifyInstance,
  check: CodeCheck,
  input: { challenge: string; code: string },
) {
  const user = await operatorOf(app, input.challenge);
  const secondFactor = await findSecondFactor(app.db, user.id);
  if (!secondFactor) throw new AppError(409, 'operator_not_enrolled');
  if (secondFactor.enrolledAt) throw new AppError(409, 'operator_already_enrolled');
  const step = await stepOfCode(app, check, { user, ...secondFactor, code: input.code });
  const now = app.clock.now();
  const recoveryCodes = newRecoveryCodes();
  const session = await app.db.transaction(async (tx) => {
    if (!(await takeTimeStep(tx, { userId: user.id, step, enrolAt: now }))) {
      throw new AppError(401, 'totp_code_used');
    }
    await replaceRecoveryCodes(tx, {
      userId: user.id,
      codeHashes: recoveryCodes.map(hashRecoveryCode),
      now,
    });
    const audit = { operatorId: user.id, subjectType: 'user', subjectId: user.id, at: now };
    await recordOperatorAction(tx, { ...audit, action: 'operator.enrol' });
    await recordOperatorAction(tx, {
      ...audit,
      action: 'operator.sign_in',
      details: { method: 'totp' },
    });
    return startSession(app, user, { secondFactorAt: now, db: tx });
  });
  return { session, recoveryCodes };
}

/** The second step: a code of a step not used yet, or an unused recovery code. */
export async function verifySecondFactor(
  app: FastifyInstance,
  check: CodeCheck,
  input: OperatorVerifyBody,
) {
  const user = await operatorOf(app, input.challenge);
  const secondFactor = await findSecondFactor(app.db, user.id);
  if (!secondFactor?.enrolledAt) throw new AppError(409, 'operator_not_enrolled');
  const now = app.clock.now();
  const audit = { operatorId: user.id, subjectType: 'user', subjectId: user.id, at: now };
  if ('code' in input) {
    const step = await stepOfCode(app, check, { user, ...secondFactor, code: input.code });
    return app.db.transaction(async (tx) => {
      if (!(await takeTimeStep(tx, { userId: user.id, step }))) {
        throw new AppError(401, 'totp_code_used');
      }
      await recordOperatorAction(tx, {
        ...audit,
        action: 'operator.sign_in',
        details: { method: 'totp' },
      });
      return startSession(app, user, { secondFactorAt: now, db: tx });
    });
  }
  await check.limits.refuseWhenTooManyFailures(check.request, user.id);
  const codeHash = hashRecoveryCode(input.recoveryCode);
  const session = await app.db.transaction(async (tx) => {
    if (!(await useRecoveryCode(tx, { userId: user.id, codeHash, now }))) return undefined;
    await recordOperatorAction(tx, { ...audit, action: 'operator.recovery_code_use' });
    await recordOperatorAction(tx, {
      ...audit,
      action: 'operator.sign_in',
      details: { method: 'recovery_code' },
    });
    return startSession(app, user, { secondFactorAt: now, db: tx });
  });
  if (!session) {
    await check.limits.codeFailures.add(check.request, user.id);
    throw new AppError(401, 'recovery_code_invalid');
  }
  return session;
}
