import {
  earningsMonths,
  type EarningsFigures,
  type TutorEarnings,
} from '@nibras/contracts/tutor-earnings';
import { AppError } from '../../plugins/envelope';
import type { DbExecutor } from '../../db/client';
import { completedByMonth, timeZoneOf } from './tutor-earnings.repo';

type MonthRow = { month: string; currency: string; sessions: number; amount: string };

/** "25.50" → 2550n: sums stay exact, whatever their size. */
const centsOf = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  const sign = whole.startsWith('-') ? -1n : 1n;
  return BigInt(whole) * 100n + sign * BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
const amountOf = (cents: bigint) => {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${absolute / 100n}.${fraction}`;
};

/** Bookings and per-currency sums of some of the rows. */
function figuresOf(rows: MonthRow[]): EarningsFigures {
  const sums = new Map<string, bigint>();
  let sessions = 0;
  for (const row of rows) {
    sessions += row.sessions;
    sums.set(row.currency, (sums.get(row.currency) ?? 0n) + centsOf(row.amount));
  }
  return {
    sessions,
    amounts: [...sums.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, cents]) => ({ currency, amount: amountOf(cents) })),
  };
}

/** `YYYY-MM` of an instant in a zone. */
function monthIn(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    .formatToParts(instant)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}`;
}

/** The `count` months up to and including `last`, oldest first. */
function monthsUpTo(last: string, count: number) {
  const [year = 0, month = 1] = last.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const monthIndex = year * 12 + (month - 1) - (count - 1 - index);
    const y = Math.floor(monthIndex / 12);
    return `${String(y).padStart(4, '0')}-${String((monthIndex % 12) + 1).padStart(2, '0')}`;
  });
}

/** A tutor's earnings from completed bookings: this month, in total, and month by month. */
export async function tutorEarnings(
  db: DbExecutor,
  tutorId: string,
  now: Date,
): Promise<TutorEarnings> {
  const timeZone = await timeZoneOf(db, tutorId);
  if (!timeZone) throw new AppError(404, 'tutor_not_found');
  const rows = await completedByMonth(db, tutorId);
  const currentMonth = monthIn(now, timeZone);
  return {
    timeZone,
    currentMonth,
    thisMonth: figuresOf(rows.filter((row) => row.month === currentMonth)),
    total: figuresOf(rows),
    months: monthsUpTo(currentMonth, earningsMonths).map((month) => ({
      month,
      ...figuresOf(rows.filter((row) => row.month === month)),
    })),
  };
}
