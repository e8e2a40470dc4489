import { DateTime } from 'luxon';
import { AppError } from '../../plugins/envelope';
import { loadAvailability, type StoredAvailability } from '../availability/availability.repo';
import { computeSlots } from '../availability/slots';
import type { DbExecutor } from '../../db/client';

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/**
 * The tutor's schedule if `start` opens one of its slots (weekly hours, overrides, minimum
 * notice and horizon at `now`), slots being `minutesOf(the tutor's lesson length)` long; else
 * 409 slot_unavailable. Other bookings are not subtracted here: the exclusion constraints refuse
 * an overlap, even between concurrent requests.
 */
export async function scheduleSlotOf(
  db: DbExecutor,
  tutorId: string,
  start: Date,
  minutesOf: (sessionMinutes: number) => number,
  now: Date,
): Promise<StoredAvailability> {
  const from = start.getTime();
  const schedule = await loadAvailability(db, tutorId, {
    from: DateTime.fromMillis(from - dayMs, { zone: 'UTC' }).toISODate() as string,
    to: DateTime.fromMillis(from + dayMs, { zone: 'UTC' }).toISODate() as string,
  });
  if (!schedule) throw new AppError(409, 'slot_unavailable');
  const minutes = minutesOf(schedule.sessionMinutes);
  const slots = computeSlots({
    schedule,
    from,
    to: from + minutes * minuteMs,
    now: now.getTime(),
    slotMinutes: minutes,
    busy: [],
  });
  if (!slots.some((slot) => slot.start === from)) throw new AppError(409, 'slot_unavailable');
  return schedule;
}
