import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCounter, createLimit, rateLimited } from '../../plugins/rate-limit';

/** Wrong codes (TOTP or recovery) of one operator in 15 minutes, then they wait. */
export const codeFailureLimit = 5;
const window = { timeWindow: 15 * 60_000 };

/**
 * The second factor's limits: a six-digit code is guessable only by many tries, so wrong codes
 * are counted per operator (from any address) and per address for every step.
 */
export function createOperatorSignInLimits(app: FastifyInstance) {
  const codeFailures = createCounter(app, 'operator-code-failures', window);
  return {
    perAddress: createLimit(app, 'operator-sign-in-address', { max: 100, ...window }),
    codeFailures,
    async refuseWhenTooManyFailures(request: FastifyRequest, operatorId: string) {
      const failures = await codeFailures.read(request, operatorId);
      if (failures.count >= codeFailureLimit) throw rateLimited(failures.resetSeconds);
    },
  };
}

export type OperatorSignInLimits = ReturnType<typeof createOperatorSignInLimits>;
