import { randomBytes } from 'node:crypto';

/** A booking's video room (`bookings.room_name`): 128 random bits, so nobody finds a room by guessing. */
export function newRoomName(): string {
  return `nibras-${randomBytes(16).toString('hex')}`;
}
