import type { Attendance, ChildProgress } from '@nibras/contracts/family';
import { isKnownTimeZone } from '@nibras/contracts/time-zones';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/envelope';
import { monthlyFigures, notesOf, type ProgressPeriod } from './family-progress.repo';
import { ownChild } from './family.service';
import { findUserRow } from './family.repo';
import { readAll } from '../../db/reads';

const noAttendance = (): Attendance => ({
  completed: 0,
  learnerNoShow: 0,
  tutorNoShow: 0,
  cancelled: 0,
  lateCancelled: 0,
});

function add(total: Attendance, part: Attendance) {
  for (const key of Object.keys(total) as (keyof Attendance)[]) total[key] += part[key];
}

/** `YYYY-MM` of this month in the zone and of the `count - 1` months before it, oldest first. */
export function monthsUpTo(now: Date, timeZone: string, count: number): string[] {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  const current = Number(parts.year) * 12 + Number(parts.month) - 1;
  return Array.from({ length: count }, (_, index) => {
    const value = current - (count - 1) + index;
    return `${Math.floor(value / 12)}-${String((value % 12) + 1).padStart(2, '0')}`;
  });
}

/** A child's bookings, minutes and attendance per month and subject, and the tutors' notes. */
export async function childProgress(
  app: FastifyInstance,
  parentId: string,
  childId: string,
  months: number,
): Promise<ChildProgress> {
  await ownChild(app.db, parentId, childId);
  const parent = await findUserRow(app.db, parentId);
  if (!parent) throw new AppError(401, 'unauthorized');
  const timeZone = isKnownTimeZone(parent.timeZone) ? parent.timeZone : 'UTC';
  const period: ProgressPeriod = { childId, timeZone, months, now: app.clock.now() };
  const [figures, notes] = await readAll(app.db, [
    () => monthlyFigures(app.db, period),
    () => notesOf(app.db, period),
  ]);
  const total = noAttendance();
  const answer = monthsUpTo(period.now, timeZone, months).map((month) => {
    const attendance = noAttendance();
    const subjects = figures
      .filter((row) => row.month === month)
      .map((row) => {
        const { completed, learnerNoShow, tutorNoShow, cancelled, lateCancelled } = row;
        const own = { completed, learnerNoShow, tutorNoShow, cancelled, lateCancelled };
        add(attendance, own);
        return { subject: row.subject, sessions: completed, minutes: row.minutes, attendance: own };
      });
    add(total, attendance);
    return { month, subjects, attendance };
  });
  return {
    timeZone,
    months: answer,
    attendance: total,
    notes: notes.map((row) => ({
      bookingId: row.bookingId,
      start: row.startAt.toISOString(),
      subject: row.subject,
      tutor: row.tutor,
      notes: row.notes ?? '',
      homework: row.homework ?? '',
    })),
  };
}
