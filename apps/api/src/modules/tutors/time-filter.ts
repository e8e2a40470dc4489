import { dayParts, type DayPart } from '@nibras/contracts/tutors';
import { DateTime } from 'luxon';

/**
 * A stretch of one weekday (0 = Sunday) on a tutor zone's wall clock, in minutes, and the local
 * date it is taken on (the coming occurrence of the day): Ramadan hours depend on the date.
 */
export type LocalPiece = {
  zone: string;
  weekday: number;
  fromMinute: number;
  toMinute: number;
  date: string;
};

const dayMinutes = 24 * 60;

/** Splits [start, end) at the local midnights of its zone. */
function splitByLocalDay(start: DateTime, end: DateTime, zone: string): LocalPiece[] {
  const pieces: LocalPiece[] = [];
  let cursor = start;
  while (cursor < end) {
    const nextMidnight = cursor.startOf('day').plus({ days: 1 });
    const pieceEnd = end < nextMidnight ? end : nextMidnight;
    pieces.push({
      zone,
      weekday: cursor.weekday % 7,
      date: cursor.toISODate() as string,
      fromMinute: cursor.hour * 60 + cursor.minute,
      toMinute: pieceEnd.equals(nextMidnight) ? dayMinutes : pieceEnd.hour * 60 + pieceEnd.minute,
    });
    cursor = pieceEnd;
  }
  return pieces;
}

/**
 * Pieces already worked out, by all they depend on: the asked days and times, the viewer's zone
 * and today's date there, and the tutors' zones. Moving each asked stretch into every tutor zone
 * with Luxon was most of a day/time search's CPU (issue 36), and the same few questions come
 * again all day. Past the bound, the oldest goes first.
 */
const knownPieces = new Map<string, readonly LocalPiece[]>();
const piecesKept = 500;

/**
 * "Saturday mornings" in the viewer's clock, as wall-clock pieces of each tutor zone, taken on
 * the coming occurrence of each day so that both zones' daylight-saving rules of that week
 * apply. A tutor matches when a weekly rule overlaps a piece of their own zone, which an index
 * on (weekday, minutes) can answer without converting every rule.
 */
export function requestedPieces(
  days: number[] | undefined,
  parts: DayPart[] | undefined,
  viewerZone: string,
  tutorZones: string[],
  now: number,
): readonly LocalPiece[] | undefined {
  if (!days?.length && !parts?.length) return undefined;
  const today = DateTime.fromMillis(now, { zone: viewerZone }).startOf('day');
  const key = [days, parts, viewerZone, today.toISODate(), tutorZones].join('|');
  const known = knownPieces.get(key);
  if (known) return known;
  const pieces = Object.freeze(piecesOf(days, parts, today, tutorZones));
  if (knownPieces.size >= piecesKept) knownPieces.delete(knownPieces.keys().next().value as string);
  knownPieces.set(key, pieces);
  return pieces;
}

function piecesOf(
  days: number[] | undefined,
  parts: DayPart[] | undefined,
  today: DateTime,
  tutorZones: string[],
): LocalPiece[] {
  const weekdays = days?.length ? days : [0, 1, 2, 3, 4, 5, 6];
  const ranges = parts?.length
    ? parts.map((part) => dayParts[part])
    : [{ startMinute: 0, endMinute: dayMinutes }];
  return weekdays.flatMap((weekday) => {
    const date = today.plus({ days: (weekday - (today.weekday % 7) + 7) % 7 });
    return ranges.flatMap((range) => {
      const start = date.plus({ minutes: range.startMinute });
      const end = date.plus({ minutes: range.endMinute });
      return tutorZones.flatMap((zone) =>
        splitByLocalDay(start.setZone(zone), end.setZone(zone), zone),
      );
    });
  });
}
