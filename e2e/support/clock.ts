import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Moves the development server's clock (PUT /api/dev/clock) so that a journey can step into a
 * booking's join window and past its end without waiting. Only the bookings project, which runs
 * after every other spec, moves it; it puts it back when done.
 */
export async function shiftServerClock(request: APIRequestContext, offsetMinutes: number) {
  const answer = await request.put('/api/dev/clock', { data: { offsetMinutes } });
  expect(answer.status()).toBe(200);
}

/** Shifts the server's clock so that its "now" is `minutesBefore` minutes before `instant`. */
export async function setServerNowBefore(
  request: APIRequestContext,
  instant: string,
  minutesBefore: number,
) {
  const target = Date.parse(instant) - minutesBefore * 60_000;
  await shiftServerClock(request, Math.ceil((target - Date.now()) / 60_000));
}
