import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atHour, bookingClient, type BookingClient } from '../booking/booking.test-client';
import { ledgerReader } from '../wallet/wallet.test-client';
import { ledgerViolations } from './ledger-laws.test-client';

/**
 * Twenty bookings at once on a wallet that covers three: the wallet's row lock makes them
 * queue, so exactly three hold their price and the rest are told the shortfall.
 */
describe('concurrent bookings on one wallet', () => {
  let client: BookingClient;

  beforeAll(async () => {
    client = await bookingClient();
  });
  afterAll(async () => {
    await client.app.close();
  });

  it('holds exactly what the wallet covers, and nothing goes below zero', async () => {
    const price = 3_000;
    const tutor = await client.newTutor({ hours: { start: '00:00', end: '23:00' } });
    const student = await client.newStudent('Sami', { walletMinor: 3 * price });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        client.book(student, client.bookingBody(tutor, student, atHour(24 + index))),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(17);
    for (const refused of answers.filter((answer) => answer.statusCode === 402)) {
      expect(refused.json().error).toMatchObject({
        code: 'insufficient_funds',
        details: { shortfall: '30.00' },
      });
    }
    expect(await ledgerReader(client.app).family(student.user.id)).toEqual({
      available: 0,
      held: 3 * price,
    });
    expect(await client.rowsOfTutor(tutor.user.id)).toHaveLength(3);
    expect(await ledgerViolations(client.app.db)).toEqual({
      unbalancedTransactions: [],
      negativeBalances: [],
      nonZeroTotals: [],
      balancesApartFromEntries: [],
    });
  });
});
