/**
 * Where services read the current time (docs/shared/ARCHITECTURE.md, "Time"): `app.clock.now()`, never
 * `Date.now()` directly, so tests can move a booking into its join window or past its end.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test sets or advances it. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string | number = Date.now()) {
    this.current = new Date(start).getTime();
  }

  now() {
    return new Date(this.current);
  }

  set(at: Date | string | number) {
    this.current = new Date(at).getTime();
  }

  advance(milliseconds: number) {
    this.current += milliseconds;
  }
}

/**
 * Development only: the real time moved by an offset, so that an end-to-end test driving the
 * built app can step into a booking's join window and past its end (PUT /api/dev/clock).
 */
export class ShiftedClock implements Clock {
  offsetMs = 0;

  now() {
    return new Date(Date.now() + this.offsetMs);
  }
}
