import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * A copy of the template's rows kept inside the template itself (schema `test_template`), and a
 * function that puts every public table back to it. A test app on PGlite then reuses a database
 * another app has finished with, instead of starting PGlite again from the dump (about 0.9 s of
 * CPU for the WebAssembly instance and the restore, against a few tens of milliseconds).
 */
const snapshotSql = sql.raw(`
create schema test_template;

-- Filled on each clone as it opens (recordSequences): a clone's sequences stand where the dump
-- left them, which is ahead of where the template's stood in memory (PostgreSQL logs a sequence
-- 32 values ahead), and a database given back must match a new clone.
create table test_template.sequences (name text, start_value bigint, last_value bigint);

create function test_template.record_sequences() returns void language sql as $$
  truncate test_template.sequences;
  insert into test_template.sequences
  select format('%I.%I', schemaname, sequencename), start_value, last_value
  from pg_sequences where schemaname = 'public';
$$;

-- What a test could change besides rows (an index dropped and not restored, a column added):
-- a database whose shape differs from the template's is not reused.
create function test_template.shape() returns text language sql stable as $$
  select md5(coalesce(string_agg(item, ',' order by item), ''))
  from (
    select format('c %s %s %s', c.oid, c.relname, c.relkind) as item
    from pg_class c where c.relnamespace = 'public'::regnamespace
    union all
    select format('a %s %s %s', a.attrelid, a.attname, a.atttypid)
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
    union all
    select format('t %s %s', t.oid, t.tgname) from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = 'public'::regnamespace
    union all
    select format('k %s %s', k.oid, k.conname) from pg_constraint k
    where k.connamespace = 'public'::regnamespace
  ) items
$$;

create table test_template.facts as select test_template.shape() as shape;

do $$
declare
  source record;
begin
  for source in select tablename from pg_tables where schemaname = 'public' loop
    execute format('create table test_template.%I as table public.%I', source.tablename, source.tablename);
  end loop;
end $$;

-- Every public table back to the template's rows, and every sequence to where it stood. Rows go
-- in as they were copied: triggers (the search rows are restored with the rest) and foreign
-- keys are off while they do (session_replication_role), and generated columns compute again.
create function test_template.restore() returns boolean language plpgsql as $$
declare
  source record;
  columns text;
begin
  if test_template.shape() is distinct from (select shape from test_template.facts) then
    return false;
  end if;
  set local session_replication_role = replica;
  execute (
    select 'truncate ' || string_agg(format('public.%I', tablename), ', ')
    from pg_tables where schemaname = 'public'
  );
  for source in select tablename from pg_tables where schemaname = 'public' loop
    select string_agg(quote_ident(attname), ', ' order by attnum) into columns
    from pg_attribute
    where attrelid = format('public.%I', source.tablename)::regclass
      and attnum > 0 and not attisdropped and attgenerated = '';
    execute format(
      'insert into public.%I (%s) overriding system value select %s from test_template.%I',
      source.tablename, columns, columns, source.tablename
    );
  end loop;
  perform setval(name, coalesce(last_value, start_value), last_value is not null)
  from test_template.sequences;
  return true;
end $$;
`);

/** Stores the template's rows beside it; run once, on the template, before it is dumped. */
export async function takeTemplateSnapshot(db: Database) {
  await db.execute(snapshotSql);
}

/** Notes where a new clone's sequences stand, for restoreTemplateSnapshot to put them back. */
export async function recordSequences(db: Database) {
  await db.execute(sql`select test_template.record_sequences()`);
}

/**
 * Puts a database cloned from the template back to the template's rows. False when its shape
 * has changed, or anything fails: it is then not to be reused.
 */
export async function restoreTemplateSnapshot(db: Database): Promise<boolean> {
  try {
    const result = (await db.execute(
      sql`select test_template.restore() as restored`,
    )) as unknown as {
      rows: { restored: boolean }[];
    };
    return result.rows[0]?.restored === true;
  } catch {
    return false;
  }
}
