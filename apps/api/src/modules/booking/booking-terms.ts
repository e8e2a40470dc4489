import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import { AppError } from '../../plugins/envelope';
import { loadAvailability, type StoredAvailability } from '../availability/availability.repo';
import { computeSlots } from '../availability/slots';
import type { DbExecutor } from '../../db/client';

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/**
 * The tutor's schedule if `start` opens one of its slots (weekly hours, overrides, minimum
 * notice and horizon at `now`), slots being `minutesOf(the tutor's session length)` long; else
 * 409 slot_unavailable. Other sessions are not subtracted here: the exclusion constraints refuse
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

/** An hourly price prorated to the session's length, rounded to the cent: "25.00" × 45 min → "18.75". */
export function proratedPrice(hourlyPrice: string, minutes: number): string {
  const [whole = '0', fraction = ''] = hourlyPrice.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const prorated = Math.round((cents * minutes) / 60);
  return `${Math.floor(prorated / 100)}.${String(prorated % 100).padStart(2, '0')}`;
}

/** The session's video room: 128 random bits, so nobody finds a room by guessing. */
export function newRoomName(): string {
  return `nibras-${randomBytes(16).toString('hex')}`;
}
