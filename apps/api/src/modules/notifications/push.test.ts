import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { conversations, jobs, pushSubscriptions } from '../../db/schema/index';
import { verifiedVapidClaims } from '../../test/push-service';
import { notifyBookingChange } from '../booking/booking-notifications';
import { createBookingPeople, mailTo } from '../booking/booking-notifications.fixtures';
import { pushTestApp } from './push.fixtures';

/*
 * Web Push end to end (issue 33): the app sends to a push service on this machine, which
 * decrypts each push with the keys its fake device made, as a browser would.
 */
describe('pushes and the choice of channels', () => {
  const suite = pushTestApp();
  const { api, subscribe, requestedBooking, drain, clock } = suite;

  it('gives the VAPID public key made at first start, the same on every call', async () => {
    const { people } = await requestedBooking();
    const first = await api(people.tutorAuthorization, 'GET', '/push/public-key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json().data as { publicKey: string };
    // An uncompressed P-256 point, base64url: what pushManager.subscribe takes.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await api(people.familyAuthorization, 'GET', '/push/public-key');
    expect(again.json().data.publicKey).toBe(publicKey);
  });

  it('sends a request to each of the tutor’s devices once, encrypted, in Arabic, opening the session', async () => {
    const { people, booking, notify } = await requestedBooking({ tutorLanguage: 'ar' });
    const phone = suite.service.device(`phone-${booking.id}`);
    const laptop = suite.service.device(`laptop-${booking.id}`);
    await subscribe(people.tutorAuthorization, phone, 'Android phone');
    await subscribe(people.tutorAuthorization, laptop, 'Laptop');

    await notify();
    // The same event told again (a retried transaction) queues nothing more.
    await notify();
    await drain();
    await drain();

    for (const device of [phone, laptop]) {
      const pushes = suite.service.pushesTo(device.name);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]).toEqual({
        title: 'طلب حجز جديد',
        body: expect.stringContaining('\u2068Omar Hassan\u2069'),
        url: `/sessions/${booking.id}`,
        tag: `booking:${booking.id}`,
        lang: 'ar',
      });
    }
    // Riyadh's time, Western digits (5:00 PM there).
    expect(suite.service.pushesTo(phone.name)[0]?.body).toMatch(/5:00/);
    // The default for a tutor's requests is both: the email went too (the outbox has no key, so
    // the second call queued a second email, as it did before pushes existed).
    expect(await mailTo(suite.app, people.tutor.email)).toHaveLength(2);
    // Each push is signed with the server's VAPID key for this push service's origin.
    const { publicKey } = (await api(people.tutorAuthorization, 'GET', '/push/public-key')).json()
      .data as { publicKey: string };
    const push = suite.service.received.find((entry) => entry.device === phone.name)!;
    const claims = verifiedVapidClaims(push.headers.authorization as string, publicKey);
    expect(claims.aud).toBe(new URL(phone.endpoint).origin);
    expect(claims.sub).toBe(suite.app.config.vapid.subject);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.urgency).toBe('high');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    // The devices' list says when each last received one.
    const devices = (await api(people.tutorAuthorization, 'GET', '/push/devices')).json().data
      .devices as Array<{ label: string; lastPushedAt: string | null }>;
    expect(devices.map((device) => device.label).sort()).toEqual(['Android phone', 'Laptop']);
    expect(devices.every((device) => device.lastPushedAt !== null)).toBe(true);
  });

  it('honours the channel chosen for the event: email only, push only, or none', async () => {
    const cases = [
      { channel: 'email', pushes: 0, emails: 1 },
      { channel: 'push', pushes: 1, emails: 0 },
      { channel: 'none', pushes: 0, emails: 0 },
      { channel: 'both', pushes: 1, emails: 1 },
    ] as const;
    for (const { channel, pushes, emails } of cases) {
      const { people, booking, notify } = await requestedBooking();
      const phone = suite.service.device(`${channel}-${booking.id}`);
      await subscribe(people.tutorAuthorization, phone);
      const saved = await api(people.tutorAuthorization, 'PUT', '/notifications/preferences', {
        preferences: [{ event: 'booking-requested', channel }],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.preferences).toContainEqual({
        event: 'booking-requested',
        channel,
        isDefault: false,
      });
      await notify();
      await drain();
      expect(suite.service.pushesTo(phone.name), channel).toHaveLength(pushes);
      expect(await mailTo(suite.app, people.tutor.email), channel).toHaveLength(emails);
    }
  });

  it('lists the defaults per role until a choice is made', async () => {
    const { people } = await requestedBooking();
    const answer = await api(people.tutorAuthorization, 'GET', '/notifications/preferences');
    const preferences = answer.json().data.preferences as Array<{
      event: string;
      channel: string;
      isDefault: boolean;
    }>;
    expect(preferences).toHaveLength(10);
    expect(preferences.every((row) => row.isDefault)).toBe(true);
    expect(preferences.find((row) => row.event === 'booking-requested')?.channel).toBe('both');
    expect(preferences.find((row) => row.event === 'money')?.channel).toBe('email');
    const bad = await api(people.tutorAuthorization, 'PUT', '/notifications/preferences', {
      preferences: [{ event: 'booking-requested', channel: 'pigeon' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
  });

  it('removes a device the push service says is gone (410, 404) and keeps one that failed for now (500)', async () => {
    const { people, booking, notify } = await requestedBooking();
    const gone = suite.service.device(`gone-${booking.id}`);
    const unknown = suite.service.device(`unknown-${booking.id}`);
    const busy = suite.service.device(`busy-${booking.id}`);
    for (const device of [gone, unknown, busy]) await subscribe(people.tutorAuthorization, device);
    suite.service.answer(gone.name, 410);
    suite.service.answer(unknown.name, 404);
    suite.service.answer(busy.name, 500);
    await notify();
    await drain();

    const left = await suite.app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, people.tutor.id));
    expect(left.map((row) => row.endpoint)).toEqual([busy.endpoint]);
    // The failed push waits for its next attempt (in a minute), like an email's.
    const pending = await suite.app.db.select().from(jobs).where(eq(jobs.kind, 'push.send'));
    const busyJob = pending.find(
      (job) => (job.payload as { endpoint: string }).endpoint === busy.endpoint,
    );
    expect(busyJob).toMatchObject({ status: 'pending', attempts: 1 });
    expect(busyJob?.lastError).toMatch(/500/);

    // It answers again: the retry delivers the push, once.
    suite.service.answer(busy.name, 201);
    clock.advance(61_000);
    await drain();
    expect(suite.service.pushesTo(busy.name)).toHaveLength(1);
  });

  it('turns a device off (only one’s own) and sends it nothing more', async () => {
    const { people, booking, notify } = await requestedBooking();
    const phone = suite.service.device(`off-${booking.id}`);
    const { id } = await subscribe(people.tutorAuthorization, phone);
    const stranger = await api(people.familyAuthorization, 'DELETE', `/push/devices/${id}`);
    expect(stranger.statusCode).toBe(404);
    const off = await api(people.tutorAuthorization, 'DELETE', `/push/devices/${id}`);
    expect(off.statusCode).toBe(200);
    expect(
      (await api(people.tutorAuthorization, 'GET', '/push/devices')).json().data.devices,
    ).toEqual([]);
    await notify();
    await drain();
    expect(suite.service.pushesTo(phone.name)).toEqual([]);
  });

  it('pushes each new message at once, naming who wrote, grouped per conversation, never quoting it', async () => {
    const people = await createBookingPeople(suite.app, {
      tutor: { fullName: 'Samira Haddad' },
      family: { language: 'ar', fullName: 'Omar Student' },
    });
    const [conversation] = await suite.app.db
      .insert(conversations)
      .values({
        tutorId: people.tutor.id,
        studentId: people.family.id,
        lastMessageAt: clock.now(),
        createdAt: clock.now(),
      })
      .returning();
    const phone = suite.service.device(`messages-${conversation!.id}`);
    await subscribe(people.familyAuthorization, phone);
    const tutorPhone = suite.service.device(`tutor-messages-${conversation!.id}`);
    await subscribe(people.tutorAuthorization, tutorPhone);
    for (const body of ['My private words', 'Second one']) {
      const sent = await suite.app.inject({
        method: 'POST',
        url: `/api/v1/conversations/${conversation!.id}/messages`,
        headers: { authorization: people.tutorAuthorization, 'idempotency-key': randomUUID() },
        payload: { body },
      });
      expect(sent.statusCode).toBe(201);
    }
    await drain();
    const pushes = suite.service.pushesTo(phone.name);
    expect(pushes).toHaveLength(2);
    for (const push of pushes)
      expect(push).toEqual({
        title: 'رسالة جديدة',
        body: 'من \u2068Samira Haddad\u2069',
        url: `/messages/${conversation!.id}`,
        tag: `conversation:${conversation!.id}`,
        lang: 'ar',
      });
    expect(JSON.stringify(pushes)).not.toContain('private');
    // The writer's own devices hear nothing of their own messages.
    expect(suite.service.pushesTo(tutorPhone.name)).toEqual([]);
  });

  it('sends through the development stand-in push service and lists each push at /dev/pushes', async () => {
    const address = await suite.app.listen({ port: 0, host: '127.0.0.1' });
    const { people, booking, notify } = await requestedBooking();
    const device = suite.service.device(`stand-in-${booking.id}`);
    const name = `stand-in-${booking.id}`;
    await subscribe(people.tutorAuthorization, {
      ...device,
      endpoint: `${address}/dev/push-service/${name}`,
    });
    await notify();
    await drain();
    const received = (await suite.app.inject({ url: `/dev/push-service/${name}` })).json().data
      .received as Array<{ body: string }>;
    expect(received).toHaveLength(1);
    const sent = (await suite.app.inject({ url: `/dev/pushes?userId=${people.tutor.id}` })).json()
      .data.pushes as Array<{ outcome: string; status: number; message: { url: string } }>;
    expect(sent).toEqual([
      expect.objectContaining({
        outcome: 'sent',
        status: 201,
        message: expect.objectContaining({ url: `/sessions/${booking.id}` }),
      }),
    ]);
    // Told the device is gone, the stand-in answers 410 and the server removes the device.
    await suite.app.inject({ method: 'DELETE', url: `/dev/push-service/${name}` });
    await suite.app.db.transaction((tx) =>
      notifyBookingChange(
        tx,
        { appUrl: suite.app.config.appUrl, now: clock.now() },
        'cancelled',
        booking.id,
      ),
    );
    await drain();
    expect(
      (await api(people.tutorAuthorization, 'GET', '/push/devices')).json().data.devices,
    ).toEqual([]);
  });

  it('refuses a subscription that is not one', async () => {
    const { people } = await requestedBooking();
    const answer = await api(people.tutorAuthorization, 'POST', '/push/devices', {
      endpoint: 'ftp://example.test/x',
      keys: { p256dh: 'short', auth: 'short' },
      label: 'Phone',
    });
    expect(answer.statusCode).toBe(400);
    const unsigned = await suite.app.inject({ method: 'GET', url: '/api/v1/push/devices' });
    expect(unsigned.statusCode).toBe(401);
  });
});
