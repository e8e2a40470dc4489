import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { selectRows } from '../../db/reads';

/**
 * The ledger's laws, read by SQL over everything written (decision 0025), for tests: each
 * answers the rows that break it, so an empty answer is a kept law.
 */
export async function ledgerViolations(db: DbExecutor) {
  const rowsOf = (query: ReturnType<typeof sql>) => selectRows<Record<string, unknown>>(db, query);
  return {
    unbalancedTransactions: await rowsOf(sql`
      select e.transaction_id, a.currency, sum(e.amount)::text as total
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      group by e.transaction_id, a.currency having sum(e.amount) <> 0`),
    negativeBalances: await rowsOf(sql`
      select id, kind, balance::text from ledger_accounts
      where kind <> 'provider_clearing' and balance < 0`),
    nonZeroTotals: await rowsOf(sql`
      select currency, sum(balance)::text as total from ledger_accounts
      group by currency having sum(balance) <> 0`),
    balancesApartFromEntries: await rowsOf(sql`
      select a.id, a.kind, a.balance::text, coalesce(sum(e.amount), 0)::text as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0)`),
  };
}

/** Paid bookings whose held amount is neither 0 nor their price, or disagrees with their status. */
export function heldOutOfPlace(db: DbExecutor, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return selectRows<Record<string, unknown>>(
    db,
    sql`
      select b.id, b.payment_status, b.price_amount::text, coalesce(held.amount, 0)::text as held
      from bookings b
      left join (
        select t.booking_id, sum(e.amount) as amount
        from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        join ledger_accounts a on a.id = e.account_id
        where a.kind = 'family_held'
        group by t.booking_id
      ) held on held.booking_id = b.id
      where b.id in (${sql.join(
        bookingIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and b.payment_status is not null
        and not (
          (coalesce(held.amount, 0) = 0 and b.payment_status not in ('held'))
          or (coalesce(held.amount, 0) = round(b.price_amount * 100)
              and b.payment_status in ('held', 'disputed'))
        )`,
  );
}
