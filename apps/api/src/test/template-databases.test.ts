import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/client';
import { subjects, users } from '../db/schema/index';
import { giveBackTemplateDatabase, takeTemplateDatabase } from './template-databases';

const template = inject('databaseTemplate');

async function countOf(db: Database, table: string) {
  const result = (await db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n;
}

/** A database given back by one test app and taken by the next is the template again. */
describe.runIf(template.kind === 'pglite')('reusing a database cloned from the template', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-reuse-'));
  const dumpFile = template.kind === 'pglite' ? template.dumpFile : '';
  // Every database a test takes it gives back, as an app does: the worker's later files reuse them.
  const take = () => takeTemplateDatabase(dumpFile, dataDir);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('comes back with the template rows and sequences, whatever the app changed', async () => {
    const first = await take();
    const usersBefore = await countOf(first.db, 'users');
    expect(usersBefore).toBeGreaterThan(0);
    const [subjectBefore] = await first.db.select().from(subjects).limit(1);
    const [added] = await first.db
      .insert(subjects)
      .values({ slug: 'astronomy', nameEn: 'Astronomy', nameAr: 'علم الفلك' })
      .returning();
    await first.db.insert(users).values({
      email: 'added@example.test',
      fullName: 'Added',
      phoneNumber: '+201000000000',
      userType: 'Student',
    });
    await first.db.update(subjects).set({ nameEn: 'Changed' });
    await giveBackTemplateDatabase(first);

    const second = await take();
    expect(second).toBe(first);
    expect(await countOf(second.db, 'users')).toBe(usersBefore);
    const [subjectAfter] = await second.db.select().from(subjects).limit(1);
    expect(subjectAfter).toEqual(subjectBefore);
    // The serial id starts where the template's stood, as in a fresh clone.
    const [again] = await second.db
      .insert(subjects)
      .values({ slug: 'astronomy', nameEn: 'Astronomy', nameAr: 'علم الفلك' })
      .returning();
    expect(again?.id).toBe(added?.id);
    await giveBackTemplateDatabase(second);
  });

  it('is not reused once its shape has changed', async () => {
    const first = await take();
    await first.db.execute(sql`alter table subjects add column extra text`);
    await giveBackTemplateDatabase(first);
    const second = await take();
    expect(second).not.toBe(first);
    // Closed, not left running: its thread has ended.
    expect(first.thread?.threadId).toBe(-1);
    await giveBackTemplateDatabase(second);
  });
});
