import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { selectRows } from '../../db/reads';

type DayRow = {
  day: string;
  booked: number | string;
  held: number | string;
  completed: number | string;
  cancelled: number | string;
  families: number | string;
  tutors: number | string;
  held_minor: number | string;
  paid_minor: number | string;
};

/**
 * Each UTC day from `from` to `to` (inclusive): sessions by their history's events, holds and
 * payouts from the ledger (money put into `family_held` and `tutor_paid_out`), sign-ups by role.
 * One grouped read per source, joined on the day: no query per day.
 */
export async function overviewDays(db: DbExecutor, range: { from: string; to: string }) {
  const start = sql`${range.from}::date::timestamp at time zone 'UTC'`;
  const end = sql`(${range.to}::date + 1)::timestamp at time zone 'UTC'`;
  const dayOf = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);
  const rows = await selectRows<DayRow>(
    db,
    sql`
      with days as (
        select generate_series(${range.from}::date, ${range.to}::date, interval '1 day')::date as day
      ),
      sessions as (
        select ${dayOf('at')} as day,
          count(*) filter (where from_status is null) as booked,
          count(*) filter (where to_status = 'completed') as completed,
          count(*) filter (where to_status = 'cancelled') as cancelled
        from booking_events where at >= ${start} and at < ${end} group by 1
      ),
      holds as (
        select ${dayOf('created_at')} as day, count(distinct booking_id) as held
        from ledger_transactions
        where kind = 'booking_hold' and created_at >= ${start} and created_at < ${end}
        group by 1
      ),
      signups as (
        select ${dayOf('u.created_at')} as day,
          count(*) filter (
            where u.user_type = 'Parent' or (u.user_type = 'Student' and not exists (
              select 1 from child_profiles c where c.user_id = u.id))
          ) as families,
          count(*) filter (where u.user_type = 'Tutor') as tutors
        from users u where u.created_at >= ${start} and u.created_at < ${end} group by 1
      ),
      money as (
        select ${dayOf('e.created_at')} as day,
          coalesce(sum(e.amount) filter (where a.kind = 'family_held'), 0) as held_minor,
          coalesce(sum(e.amount) filter (where a.kind = 'tutor_paid_out'), 0) as paid_minor
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.kind in ('family_held', 'tutor_paid_out') and e.amount > 0
          and e.created_at >= ${start} and e.created_at < ${end}
        group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as day,
        coalesce(sessions.booked, 0) as booked,
        coalesce(holds.held, 0) as held,
        coalesce(sessions.completed, 0) as completed,
        coalesce(sessions.cancelled, 0) as cancelled,
        coalesce(signups.families, 0) as families,
        coalesce(signups.tutors, 0) as tutors,
        coalesce(money.held_minor, 0) as held_minor,
        coalesce(money.paid_minor, 0) as paid_minor
      from days
      left join sessions on sessions.day = days.day
      left join holds on holds.day = days.day
      left join signups on signups.day = days.day
      left join money on money.day = days.day
      order by days.day
    `,
  );
  return rows.map((row) => ({
    day: row.day,
    booked: Number(row.booked),
    held: Number(row.held),
    completed: Number(row.completed),
    cancelled: Number(row.cancelled),
    families: Number(row.families),
    tutors: Number(row.tutors),
    heldMinor: Number(row.held_minor),
    paidMinor: Number(row.paid_minor),
  }));
}
