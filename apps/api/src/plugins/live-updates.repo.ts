import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Sends `payload` on the channel to every listening connection (PostgreSQL's NOTIFY). */
export async function notifyChannel(db: Database, channel: string, payload: string) {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
