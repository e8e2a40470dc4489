import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { startPushService, type FakeDevice } from '../../test/push-service';
import { notifyBookingChange } from '../booking/booking-notifications';
import { createBookingPeople, insertBooking } from '../booking/booking-notifications.fixtures';

const startAt = new Date('2030-03-04T14:00:00Z');

/**
 * The app and a push service on this machine (test/push-service.ts) for a file's tests, built
 * before them and closed after; and what those tests do with them: call the API, subscribe a
 * device, tell a tutor of a booking request, run the due pushes.
 */
export function pushTestApp() {
  const clock = new ManualClock('2030-03-01T09:00:00Z');
  let app: FastifyInstance | undefined;
  let service: Awaited<ReturnType<typeof startPushService>> | undefined;
  beforeAll(async () => {
    service = await startPushService();
    app = await buildTestApp({}, { clock });
  });
  afterAll(async () => {
    await app?.close();
    await service?.close();
  });
  const built = () => {
    if (!app || !service) throw new Error('pushTestApp() is used before its beforeAll ran');
    return { app, service };
  };

  const api = (
    authorization: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => built().app.inject({ method, url: `/api/v1${url}`, headers: { authorization }, payload });

  /** As the web app posts a subscription; without `applicationServerKey`, as a client from before. */
  const subscribe = async (
    authorization: string,
    device: FakeDevice,
    label = 'Phone',
    applicationServerKey?: string,
  ) => {
    const answer = await api(authorization, 'POST', '/push/devices', {
      endpoint: device.endpoint,
      keys: device.keys,
      label,
      applicationServerKey,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as { id: string };
  };

  async function requestedBooking(options: { tutorLanguage?: 'en' | 'ar' } = {}) {
    const { app } = built();
    const people = await createBookingPeople(app, {
      tutor: {
        language: options.tutorLanguage ?? 'en',
        timeZone: 'Asia/Riyadh',
        fullName: 'Ahmad Tutor',
      },
      family: { fullName: 'Omar Hassan' },
    });
    const booking = await insertBooking(app, people, {
      startAt,
      status: 'requested',
      history: [{ from: null, to: 'requested', actorId: people.family.id }],
    });
    const notify = () =>
      app.db.transaction((tx) =>
        notifyBookingChange(
          tx,
          { appUrl: app.config.appUrl, now: clock.now() },
          'requested',
          booking.id,
          {
            actorId: people.family.id,
          },
        ),
      );
    return { people, booking, notify };
  }

  const drain = async () => {
    for (let round = 0; round < 5; round += 1) {
      const { done, failed } = await built().app.runDueJobs();
      if (done + failed === 0) return;
    }
  };

  /** A person's devices as the database keeps them, with the key each subscribed under. */
  const devicesOf = (userId: string) =>
    built()
      .app.db.select({
        endpoint: pushSubscriptions.endpoint,
        vapidPublicKey: pushSubscriptions.vapidPublicKey,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));

  return {
    clock,
    get app() {
      return built().app;
    },
    get service() {
      return built().service;
    },
    api,
    subscribe,
    requestedBooking,
    drain,
    devicesOf,
  };
}
