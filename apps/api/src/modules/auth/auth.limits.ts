import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCounter, createLimit, rateLimited } from '../../plugins/rate-limit';
import { createRecipientLimit } from '../mail/recipient-limit';

const minutes = (count: number) => count * 60_000;

/**
 * Failed logins of one account, from anywhere, in 15 minutes, past which only addresses that
 * have not failed on it may still try: many addresses guessing get one guess each, while the
 * owner, from an address that has not failed, is never refused.
 */
export const accountFailureCap = 30;
/** Failed logins of one account from one address in 15 minutes, then that address waits. */
export const pairFailureLimit = 10;

/**
 * How long every login attempt on an account waits once it has `failures` recent failures
 * (OWASP: slow guessing down instead of locking the owner out). The owner's right password
 * waits too, so the answer's timing does not tell a guesser when a guess was right.
 */
export function loginDelayMs(failures: number): number {
  return failures < 10 ? 0 : Math.min(1000, 100 * (failures - 9));
}

/**
 * Every limit of the account calls, per client address and per account (email), so that
 * neither a rotating X-Forwarded-For nor many addresses against one account get around them.
 */
export function createAuthLimits(app: FastifyInstance) {
  return {
    loginPerAddress: createLimit(app, 'login-address', { max: 100, timeWindow: minutes(15) }),
    /**
     * Failed logins per account and address: the address that guesses is stopped, the account
     * is not. Only failures count, so a user who logs in often is never limited.
     */
    loginFailuresPerPair: createCounter(app, 'login-pair', { timeWindow: minutes(15) }),
    /** Failed logins per account from every address (see accountFailureCap, loginDelayMs). */
    loginFailuresPerAccount: createCounter(app, 'login-account', { timeWindow: minutes(15) }),
    registerPerAddress: createLimit(app, 'register-address', { max: 50, timeWindow: minutes(60) }),
    registerPerEmail: createLimit(app, 'register-email', { max: 5, timeWindow: minutes(60) }),
    resetRequestPerAddress: createLimit(app, 'reset-request-address', {
      max: 20,
      timeWindow: minutes(15),
    }),
    resetRequestPerEmail: createLimit(app, 'reset-request-email', {
      max: 5,
      timeWindow: minutes(60),
    }),
    resendPerAddress: createLimit(app, 'resend-address', { max: 20, timeWindow: minutes(15) }),
    resendPerEmail: createLimit(app, 'resend-email', { max: 5, timeWindow: minutes(60) }),
    /** Every email to one typed address, counted with the other routes' (mail/recipient-limit.ts). */
    emailsToAddress: createRecipientLimit(app),
    /** Token guessing is hopeless at 256 bits; this only keeps floods off the database. */
    tokenUsePerAddress: createLimit(app, 'token-use-address', {
      max: 60,
      timeWindow: minutes(15),
    }),
    refreshPerAddress: createLimit(app, 'refresh-address', { max: 120, timeWindow: minutes(15) }),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

/**
 * Before a password of the account `email` is checked (a login, or linking a provider with the
 * password): refuses or slows the attempt as the failures so far ask. Answers `failed`, which
 * counts this attempt when the password was wrong.
 */
export async function passwordAttempt(
  limits: AuthLimits,
  request: FastifyRequest,
  email: string,
): Promise<{ failed: () => Promise<void> }> {
  const pair = `${email} ${request.ip}`;
  const pairFailures = await limits.loginFailuresPerPair.read(request, pair);
  const accountFailures = await limits.loginFailuresPerAccount.read(request, email);
  if (pairFailures.count >= pairFailureLimit) throw rateLimited(pairFailures.resetSeconds);
  if (accountFailures.count >= accountFailureCap && pairFailures.count > 0) {
    // Under attack: an address that has already failed on this account gets no more tries.
    throw rateLimited(Math.min(pairFailures.resetSeconds, accountFailures.resetSeconds));
  }
  await sleep(loginDelayMs(accountFailures.count));
  return {
    failed: async () => {
      await limits.loginFailuresPerPair.add(request, pair);
      await limits.loginFailuresPerAccount.add(request, email);
    },
  };
}
