import { platformCurrency } from '@nibras/contracts/money';
import type { FastifyInstance } from 'fastify';
import { balancesOf } from '../ledger/ledger.repo';

/** The ledger's balances a money test reads, in minor units. */
export function ledgerReader(app: FastifyInstance) {
  return {
    async family(ownerId: string) {
      const [available = 0, held = 0] = await balancesOf(
        app.db,
        [
          { kind: 'family_available', ownerId },
          { kind: 'family_held', ownerId },
        ],
        platformCurrency,
      );
      return { available, held };
    },
    async tutor(tutorId: string) {
      const [pending = 0, available = 0, requested = 0, paidOut = 0] = await balancesOf(
        app.db,
        [
          { kind: 'tutor_pending', ownerId: tutorId },
          { kind: 'tutor_available', ownerId: tutorId },
          { kind: 'tutor_payout_requested', ownerId: tutorId },
          { kind: 'tutor_paid_out', ownerId: tutorId },
        ],
        platformCurrency,
      );
      return { pending, available, requested, paidOut };
    },
    async revenue() {
      const [revenue = 0] = await balancesOf(
        app.db,
        [{ kind: 'platform_revenue' }],
        platformCurrency,
      );
      return revenue;
    },
  };
}
