import type { FastifyInstance } from 'fastify';
import { createLimit } from '../../plugins/rate-limit';

const minutes = (count: number) => count * 60_000;

/**
 * Every limit of the account calls, per client address and per account (email), so that
 * neither a rotating X-Forwarded-For nor many addresses against one account get around them.
 */
export function createAuthLimits(app: FastifyInstance) {
  return {
    loginPerAddress: createLimit(app, 'login-address', { max: 100, timeWindow: minutes(15) }),
    /** Only failed attempts count, so a user who logs in often is never locked out. */
    loginFailuresPerAccount: createLimit(app, 'login-account', {
      max: 10,
      timeWindow: minutes(15),
    }),
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
    /** Token guessing is hopeless at 256 bits; this only keeps floods off the database. */
    tokenUsePerAddress: createLimit(app, 'token-use-address', {
      max: 60,
      timeWindow: minutes(15),
    }),
    refreshPerAddress: createLimit(app, 'refresh-address', { max: 120, timeWindow: minutes(15) }),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
