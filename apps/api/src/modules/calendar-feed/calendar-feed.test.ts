import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  atHour,
  bookingClient,
  testEpoch,
  type BookingClient,
  type Caller,
} from '../booking/booking.test-client';

type FeedEvent = { uid: string; start: string; end: string; summary: string; status: string };

/** The feed as a well-kept iCalendar parser (ical.js) reads it. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events: FeedEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      status: String(vevent.getFirstPropertyValue('status')),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

describe('the calendar feed (issue 34)', () => {
  let client: BookingClient;
  beforeAll(async () => {
    client = await bookingClient();
  });
  afterAll(() => client.app.close());
  beforeEach(() => client.clock.set(testEpoch));

  const feedUrlOf = async (caller: Caller) => {
    const response = await client.app.inject({
      method: 'GET',
      url: '/api/v1/calendar-feed',
      headers: { authorization: caller.authorization },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.url as string;
  };
  const renew = (caller: Caller, key?: string) =>
    client.app.inject({
      method: 'POST',
      url: '/api/v1/calendar-feed',
      headers: { authorization: caller.authorization, ...(key ? { 'idempotency-key': key } : {}) },
    });
  /** Fetches a webcal:// address the way a calendar does: over HTTP, without signing in. */
  const fetchFeed = (url: string) =>
    client.app.inject({ method: 'GET', url: new URL(url.replace(/^webcal:/, 'http:')).pathname });

  it('answers one private webcal:// address per person, the same on each ask', async () => {
    const parent = await client.newParent();
    const url = await feedUrlOf(parent);
    expect(url).toMatch(/^webcal:\/\/[^/]+\/api\/v1\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrlOf(parent)).toBe(url);
    const other = await client.newParent();
    expect(await feedUrlOf(other)).not.toBe(url);
    const anonymous = await client.app.inject({ method: 'GET', url: '/api/v1/calendar-feed' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lists each side's upcoming sessions and follows them as they change", async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent();
    const first = await client.booked(tutor, parent, atHour(24 + 9));
    const second = await client.booked(tutor, parent, atHour(48 + 9));
    const parentFeed = await feedUrlOf(parent);
    const tutorFeed = await feedUrlOf(tutor);

    const response = await fetchFeed(parentFeed);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const feed = parseFeed(response.body);
    expect(feed.name).toBe('Nibras sessions');
    expect(feed.events.map((event) => [event.uid, event.start, event.end, event.status])).toEqual([
      [`${first}@nibras`, atHour(24 + 9), atHour(24 + 10), 'TENTATIVE'],
      [`${second}@nibras`, atHour(48 + 9), atHour(48 + 10), 'TENTATIVE'],
    ]);
    expect(parseFeed((await fetchFeed(tutorFeed)).body).events.map((e) => e.uid)).toEqual([
      `${first}@nibras`,
      `${second}@nibras`,
    ]);

    // Confirmed, moved, cancelled: the next fetch says so.
    expect((await client.act(tutor, first, 'confirm')).statusCode).toBe(200);
    expect((await client.act(parent, second, 'cancel')).statusCode).toBe(200);
    const after = parseFeed((await fetchFeed(parentFeed)).body);
    expect(after.events.map((event) => [event.uid, event.status])).toEqual([
      [`${first}@nibras`, 'CONFIRMED'],
    ]);

    // A session over leaves the feed; one not over yet stays.
    client.clock.set(atHour(24 + 9.5));
    expect(parseFeed((await fetchFeed(parentFeed)).body).events).toHaveLength(1);
    client.clock.set(atHour(24 + 10));
    expect(parseFeed((await fetchFeed(parentFeed)).body).events).toEqual([]);
  });

  it('speaks the reader language in the feed', async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent();
    await client.booked(tutor, parent, atHour(24 + 9));
    await client.app.inject({
      method: 'PATCH',
      url: '/api/v1/account',
      headers: { authorization: parent.authorization },
      payload: { preferredLanguage: 'ar' },
    });
    const feed = parseFeed((await fetchFeed(await feedUrlOf(parent))).body);
    expect(feed.name).toBe('حصص نبراس');
    expect(feed.events[0]?.summary).toContain('(نبراس)');
  });

  it('voids the old address when a new one is made, and answers 404 to a guessed one', async () => {
    const parent = await client.newParent();
    const old = await feedUrlOf(parent);
    expect((await fetchFeed(old)).statusCode).toBe(200);

    const renewed = await renew(parent, 'feed-renew-1');
    expect(renewed.statusCode).toBe(201);
    const url = renewed.json().data.url as string;
    expect(url).not.toBe(old);
    // A retry with the same key gets the same answer, not a third address.
    expect((await renew(parent, 'feed-renew-1')).json().data.url).toBe(url);
    expect(await feedUrlOf(parent)).toBe(url);

    const voided = await fetchFeed(old);
    expect(voided.statusCode).toBe(404);
    expect(voided.json().error.code).toBe('not_found');
    expect((await fetchFeed(url)).statusCode).toBe(200);

    const guessed = url.replace(/\/[A-Za-z0-9_-]{43}\.ics$/, `/${'A'.repeat(43)}.ics`);
    expect((await fetchFeed(guessed)).statusCode).toBe(404);
    expect((await fetchFeed(url.replace(/\.ics$/, 'x.ics'))).statusCode).toBe(404);
  });

  it('answers a valid empty calendar before the first session', async () => {
    const student = await client.newStudent();
    const response = await fetchFeed(await feedUrlOf(student));
    expect(response.statusCode).toBe(200);
    expect(parseFeed(response.body)).toEqual({ name: 'Nibras sessions', events: [] });
  });
});
