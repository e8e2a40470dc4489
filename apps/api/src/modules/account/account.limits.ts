import type { FastifyInstance } from 'fastify';
import { createLimit } from '../../plugins/rate-limit';

const minutes = (count: number) => count * 60_000;

/**
 * The calls that check the current password are counted per account, so a stolen access
 * token cannot be used to guess the password; emails to a new address are few per hour.
 */
export function createAccountLimits(app: FastifyInstance) {
  return {
    passwordChecksPerAccount: createLimit(app, 'account-password-check', {
      max: 10,
      timeWindow: minutes(15),
    }),
    emailChangesPerAccount: createLimit(app, 'account-email-change', {
      max: 5,
      timeWindow: minutes(60),
    }),
    tokenUsePerAddress: createLimit(app, 'account-token-use', { max: 60, timeWindow: minutes(15) }),
  };
}
