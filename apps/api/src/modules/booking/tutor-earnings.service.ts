import { amountOf } from '@nibras/contracts/money';
import {
  earningsMonths,
  type EarningsFigures,
  type TutorEarnings,
} from '@nibras/contracts/tutor-earnings';
import { AppError } from '../../plugins/envelope';
import type { DbExecutor } from '../../db/client';
import { readAll } from '../../db/reads';
import { completedByMonth, creditedByMonth, timeZoneOf } from './tutor-earnings.repo';

type MonthRow = { month: string; currency: string; sessions: number; minor: number };

/** Sessions and per-currency sums of some of the rows. */
function figuresOf(rows: MonthRow[]): EarningsFigures {
  const sums = new Map<string, number>();
  let sessions = 0;
  for (const row of rows) {
    sessions += row.sessions;
    sums.set(row.currency, (sums.get(row.currency) ?? 0) + row.minor);
  }
  return {
    sessions,
    amounts: [...sums.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, minor]) => ({ currency, amount: amountOf(minor) })),
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

/**
 * A tutor's earnings as the ledger credited them (decision 0025): this month, in total, and month
 * by month, beside how many sessions they completed.
 */
export async function tutorEarnings(
  db: DbExecutor,
  tutorId: string,
  now: Date,
): Promise<TutorEarnings> {
  const timeZone = await timeZoneOf(db, tutorId);
  if (!timeZone) throw new AppError(404, 'tutor_not_found');
  const [completed, credited] = await readAll(db, [
    () => completedByMonth(db, tutorId),
    () => creditedByMonth(db, tutorId),
  ]);
  const rows: MonthRow[] = [
    ...completed.map((row) => ({ ...row, minor: 0 })),
    ...credited.map((row) => ({ ...row, sessions: 0, minor: Number(row.amount) })),
  ];
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
