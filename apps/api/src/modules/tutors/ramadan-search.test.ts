import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorRamadan, tutorRamadanHours } from '../../db/schema/index';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { createTutor, pickCatalog } from './tutors.fixtures';

/**
 * Search's day filter and Ramadan hours (issue 34): a day is looked at on its coming date, and
 * a tutor with a Ramadan timetable is found by it on the dates of their Ramadan.
 * Ramadan 1447 is 18 February to 19 March 2026 by Umm al-Qura.
 */
describe('finding a tutor by their Ramadan hours', () => {
  const clock = new ManualClock('2026-02-12T09:00:00Z');
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
    const catalog = await pickCatalog(app);
    const make = async (fullName: string, shiftDays: number | null) => {
      const tutor = await createTutor(app, {
        fullName,
        grade: catalog.grades[0],
        prices: [{ subjectId: catalog.subjectIds.math, online: '20.00' }],
        timeZone: 'Asia/Riyadh',
        // Mornings all week, 09:00–11:00 Riyadh.
        weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          startMinute: 9 * 60,
          endMinute: 11 * 60,
        })),
      });
      if (shiftDays === null) return;
      // In Ramadan, evenings only: 20:00–21:00 Riyadh.
      await app.db.insert(tutorRamadan).values({ tutorId: tutor.user.id, shiftDays });
      await app.db.insert(tutorRamadanHours).values(
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          tutorId: tutor.user.id,
          weekday,
          startMinute: 20 * 60,
          endMinute: 21 * 60,
        })),
      );
    };
    await make('Usual Hours', null);
    await make('Ramadan Evenings', 0);
    await make('Ramadan Later', 1);
  });
  afterAll(() => app.close());

  // The demo tutors of the test database are searched too: only these three teach in Turkish.
  const ours = ['Usual Hours', 'Ramadan Evenings', 'Ramadan Later'];
  const namesOf = async (query: string) => {
    const response = await app.inject({
      url: `/api/v1/tutors?${query}&tz=Asia/Riyadh&language=tr`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data.items as { fullName: string }[])
      .map((item) => item.fullName)
      .filter((name) => ours.includes(name))
      .sort();
  };

  it('reads the usual hours before Ramadan', async () => {
    clock.set('2026-02-12T09:00:00Z'); // Thursday; the coming Sunday is 15 February
    expect(await namesOf('days=0&times=morning')).toEqual([
      'Ramadan Evenings',
      'Ramadan Later',
      'Usual Hours',
    ]);
    expect(await namesOf('days=0&times=evening')).toEqual([]);
  });

  it('reads the Ramadan timetable on the dates of Ramadan', async () => {
    clock.set('2026-02-19T09:00:00Z'); // 2 Ramadan; the coming Sunday is 22 February
    expect(await namesOf('days=0&times=morning')).toEqual(['Usual Hours']);
    expect(await namesOf('days=0&times=evening')).toEqual(['Ramadan Evenings', 'Ramadan Later']);
  });

  it("follows each tutor's shift of the dates", async () => {
    clock.set('2026-02-16T09:00:00Z'); // Monday; the coming Wednesday is 1 Ramadan (18 February)
    expect(await namesOf('days=3&times=evening')).toEqual(['Ramadan Evenings']);
    expect(await namesOf('days=3&times=morning')).toEqual(['Ramadan Later', 'Usual Hours']);
    clock.set('2026-03-18T09:00:00Z'); // the coming Friday, 20 March, is Ramadan only moved a day
    expect(await namesOf('days=5&times=evening')).toEqual(['Ramadan Later']);
    expect(await namesOf('days=5&times=morning')).toEqual(['Ramadan Evenings', 'Usual Hours']);
  });
});
