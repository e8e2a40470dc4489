import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atHour, bookingClient, type BookingClient } from '../booking/booking.test-client';

/** GET /wallet: balances and history as the ledger has them, each line with what it was. */
describe('the wallet history', () => {
  let client: BookingClient;
  beforeAll(async () => {
    client = await bookingClient();
  });
  afterAll(() => client.app.close());

  const wallet = (caller: { authorization: string }, query = '') =>
    client.app.inject({
      method: 'GET',
      url: `/api/v1/wallet${query}`,
      headers: { authorization: caller.authorization },
    });

  it('shows a hold and its release with the booking’s subject and tutor, newest first, in pages', async () => {
    const tutor = await client.newTutor({ onlinePrice: '30.00' });
    const parent = await client.newParent('Cami Child', { walletMinor: 10_000 });
    // Lines of one instant have no order of their own: each step comes a minute later.
    client.clock.advance(60_000);
    const id = await client.booked(tutor, parent, atHour(34));
    client.clock.advance(60_000);
    const declined = await client.act(tutor, id, 'decline', { reason: 'Away that day' });
    expect(declined.statusCode, declined.body).toBe(200);

    const answer = await wallet(parent);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({
      currency: 'USD',
      available: '100.00',
      held: '0.00',
      page: 1,
      pageSize: 20,
      total: 3,
    });
    const booking = { id, subjectEn: 'Math', subjectAr: 'الرياضيات', tutorName: 'Tariq Tutor' };
    expect(data.entries.map((entry: { kind: string }) => entry.kind)).toEqual([
      'booking_release',
      'booking_hold',
      'top_up',
    ]);
    expect(data.entries[0]).toMatchObject({ available: '30.00', held: '-30.00', booking });
    expect(data.entries[1]).toMatchObject({ available: '-30.00', held: '30.00', booking });
    expect(data.entries[2]).toMatchObject({ available: '100.00', held: '0.00', booking: null });

    const second = (await wallet(parent, '?page=2&pageSize=2')).json().data;
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['top_up']);
    expect((await wallet(parent, '?pageSize=51')).statusCode).toBe(400);
  });

  it('keeps one family’s history from another', async () => {
    const other = await client.newStudent('Other Student', { walletMinor: 0 });
    const data = (await wallet(other)).json().data;
    expect(data).toMatchObject({ available: '0.00', held: '0.00', total: 0, entries: [] });
  });
});
