import { amountOf, platformCurrency } from '@nibras/contracts/money';
import { overviewMaxDays, type Overview } from '@nibras/contracts/overview';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/envelope';
import { overviewDays } from './overview.repo';

const dayMs = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The last 30 days up to today unless asked otherwise; at most a year and a day. */
export async function overviewOf(
  app: FastifyInstance,
  query: { from?: string; to?: string },
): Promise<Overview> {
  const to = query.to ?? isoDay(app.clock.now());
  const from = query.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * dayMs));
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs + 1;
  if (days < 1 || days > overviewMaxDays) {
    throw new AppError(400, 'validation_failed', {
      details: { to: 'validation.selectionInvalid' },
    });
  }
  const rows = await overviewDays(app.db, { from, to });
  return {
    from,
    to,
    currency: platformCurrency,
    days: rows.map((row) => ({
      day: row.day,
      sessionsBooked: row.booked,
      sessionsHeld: row.held,
      sessionsCompleted: row.completed,
      sessionsCancelled: row.cancelled,
      newFamilies: row.families,
      newTutors: row.tutors,
      moneyHeld: amountOf(row.heldMinor),
      moneyPaid: amountOf(row.paidMinor),
    })),
  };
}
