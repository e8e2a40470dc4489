import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tutorSubjects } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { createTutor, pickCatalog, type CatalogPick } from './tutors.fixtures';
import { createTutorSearchMemory } from './tutor-search.memory';

/**
 * What search keeps between requests (decision 0036) holds only while tutor_search is
 * unchanged: every write to it, even one that leaves a row's values as they were, is a new
 * version, and the next search reads anew.
 */
describe("search's memory", () => {
  let app: FastifyInstance;
  let catalog: CatalogPick;
  // Every hour of the week, in the tutor's zone.
  const allWeek = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    startMinute: 0,
    endMinute: 24 * 60,
  }));

  beforeAll(async () => {
    app = await buildTestApp();
    catalog = await pickCatalog(app);
  });
  afterAll(() => app.close());

  // The demo tutors of the test database are searched too: only this file's teach in Turkish.
  const searched = async (query: string) => {
    const response = await app.inject({ url: `/api/v1/tutors?language=tr&${query}` });
    expect(response.statusCode).toBe(200);
    return response.json().data as { total: number; items: { fullName: string }[] };
  };

  it('counts a question once while tutor_search stays as it is, and again after a change', async () => {
    const memory = createTutorSearchMemory(app.db);
    const question = sql`select 1`;
    const count = vi.fn(async () => 7);
    expect(await (await memory.current()).counted(question, count)).toBe(7);
    expect(await (await memory.current()).counted(question, count)).toBe(7);
    expect(count).toHaveBeenCalledTimes(1);
    const zones = vi.fn(async () => ['UTC']);
    await (await memory.current()).zones(zones);
    await (await memory.current()).zones(zones);
    expect(zones).toHaveBeenCalledTimes(1);

    await createTutor(app, { fullName: 'Version Mover', grade: catalog.grades[0] });
    await (await memory.current()).counted(question, count);
    await (await memory.current()).zones(zones);
    expect(count).toHaveBeenCalledTimes(2);
    expect(zones).toHaveBeenCalledTimes(2);
  });

  it("counts anew when a subject's own price changes and the tutor's row keeps its values", async () => {
    const { math, physics } = catalog.subjectIds;
    // The lowest price (physics, 10) stays: only math's own price moves past the asked limit.
    const tutor = await createTutor(app, {
      fullName: 'Price Mover',
      languages: ['tr'],
      grade: catalog.grades[0],
      prices: [
        { subjectId: math, online: '20.00' },
        { subjectId: physics, online: '10.00' },
      ],
      weekly: allWeek,
    });
    const question = `subject=${math}&maxPrice=25`;
    expect((await searched(question)).total).toBe(1);
    expect((await searched(question)).total).toBe(1);

    await app.db
      .update(tutorSubjects)
      .set({ onlinePrice: '30.00' })
      .where(and(eq(tutorSubjects.tutorId, tutor.user.id), eq(tutorSubjects.subjectId, math)));
    expect(await searched(question)).toMatchObject({ total: 0, items: [] });
  });

  it('finds a tutor in a zone nobody kept hours in when the zones were last read', async () => {
    const question = 'days=3&times=morning&tz=Pacific/Auckland';
    const before = await searched(question);
    expect(before.items.map((item) => item.fullName)).not.toContain('Auckland Mornings');

    await createTutor(app, {
      fullName: 'Auckland Mornings',
      languages: ['tr'],
      grade: catalog.grades[0],
      prices: [{ subjectId: catalog.subjectIds.arabic, online: '15.00' }],
      timeZone: 'Pacific/Auckland',
      weekly: allWeek,
    });
    const after = await searched(question);
    expect(after.items.map((item) => item.fullName)).toContain('Auckland Mornings');
  });
});
