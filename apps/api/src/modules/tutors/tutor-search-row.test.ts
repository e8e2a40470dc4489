import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../db/client';
import {
  tutorApplications,
  tutorSearch,
  tutorSubjects,
  tutorWeeklyHours,
  users,
} from '../../db/schema/index';
import { waitFor } from '../../test/wait-for';
import { anonymiseUser, removeTeaching } from '../account/account-deletion.repo';
import { approvedTutorApplication } from '../auth/demo-accounts';
import { hashPassword } from '../auth/passwords';
import {
  atHour,
  bookingClient,
  testEpoch,
  type BookingClient,
  type Caller,
} from '../booking/booking.test-client';
import { insertCompletedBooking } from '../booking/past-bookings.seed';
import { pickCatalog, type CatalogPick } from './tutors.fixtures';

/**
 * tutor_search is written by triggers only (decision 0013): each kind of change, made through
 * its own route, shows in the row and in search at once; made inside a transaction, it shows
 * there and is undone with it. Every tutor here teaches in Urdu, which no demo tutor does, so
 * `language=ur` scopes a search to this file's tutors.
 */
describe('the search row of a tutor', () => {
  let client: BookingClient;
  let catalog: CatalogPick;
  const password = 'secret-pass1';
  beforeAll(async () => {
    client = await bookingClient();
    catalog = await pickCatalog(client.app);
  });
  afterAll(() => client.app.close());
  beforeEach(() => client.clock.set(testEpoch));

  const app = () => client.app;
  const send = (caller: Caller, method: 'POST' | 'PUT', url: string, payload: object) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: caller.authorization },
      payload,
    });
  const rowOf = async (tutorId: string, db: DbExecutor = app().db) => {
    const [row] = await db.select().from(tutorSearch).where(eq(tutorSearch.tutorId, tutorId));
    return row;
  };
  const searchIds = async (query: string) => {
    const response = await app().inject({ url: `/api/v1/tutors?language=ur&${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.items.map((item: { id: string }) => item.id) as string[];
  };

  /** A tutor with maths at 30, hours every day 08–20 UTC, and the profile saved in the editor. */
  async function listedTutor() {
    const tutor = await client.newTutor({ autoConfirm: true });
    const saved = await send(tutor, 'PUT', '/tutor/profile', {
      headline: 'Algebra without fear',
      bio: 'Patient maths teaching.',
      educationalBackground: 'BSc Mathematics',
      yearsOfExperience: 4,
      hourlyRate: '30',
      languagesSpoken: ['ur', 'en'],
      gradeIds: [catalog.grades[1].id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return tutor;
  }

  it('lists a tutor once the editor saves a complete profile and the application is approved', async () => {
    const tutor = await client.newTutor({ listed: false });
    // Prices and hours alone make no row: a tutor without a profile is in no search.
    expect(await rowOf(tutor.user.id)).toBeUndefined();
    expect(await searchIds('')).not.toContain(tutor.user.id);

    await send(tutor, 'PUT', '/tutor/profile', {
      headline: 'Algebra without fear',
      bio: 'Patient maths teaching.',
      educationalBackground: 'BSc Mathematics',
      yearsOfExperience: 4,
      hourlyRate: '30',
      languagesSpoken: ['ur'],
      gradeIds: [catalog.grades[1].id],
    });
    // A whole profile is not enough: an operator approves the application first (decision 0026).
    expect(await rowOf(tutor.user.id)).toMatchObject({ listed: false });
    expect(await searchIds('')).not.toContain(tutor.user.id);
    await app()
      .db.insert(tutorApplications)
      .values(approvedTutorApplication(tutor.user.id, new Date(testEpoch)));
    expect(await rowOf(tutor.user.id)).toMatchObject({
      listed: true,
      priceFrom: '30.00',
      subjectIds: [catalog.subjectIds.math],
      languages: ['ur'],
      gradeIds: [catalog.grades[1].id],
      systemIds: [catalog.grades[1].systemId],
      yearsOfExperience: 4,
    });
    expect(await searchIds(`grade=${catalog.grades[1].id}`)).toContain(tutor.user.id);
    expect(await searchIds(`grade=${catalog.grades[0].id}`)).not.toContain(tutor.user.id);
  });

  it('follows a price change', async () => {
    const tutor = await listedTutor();
    const { math, physics } = catalog.subjectIds;
    const priced = await send(tutor, 'POST', '/tutor/subject-price', {
      subjectId: math,
      onlinePrice: 12.5,
      offlinePrice: 20,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect((await rowOf(tutor.user.id))?.priceFrom).toBe('12.50');
    expect(await searchIds('maxPrice=13')).toContain(tutor.user.id);

    await send(tutor, 'POST', '/tutor/subject-price', {
      subjectId: physics,
      onlinePrice: 9,
      offlinePrice: 9,
    });
    expect((await rowOf(tutor.user.id))?.priceFrom).toBe('9.00');
    // The subject's own price counts when a subject is asked: maths is still 12.50.
    expect(await searchIds(`subject=${math}&maxPrice=10`)).not.toContain(tutor.user.id);
    expect(await searchIds(`subject=${physics}&maxPrice=10`)).toContain(tutor.user.id);
  });

  it('follows new hours and their zone', async () => {
    const tutor = await listedTutor();
    // Sunday 1 June 2031: Monday is weekday 1. Every day 08–20 UTC covers Monday evening in UTC.
    expect(await searchIds('days=1&times=evening&tz=UTC')).toContain(tutor.user.id);
    const saved = await send(tutor, 'PUT', '/tutor/availability', {
      timeZone: 'Asia/Tokyo',
      minimumNoticeMinutes: 60,
      bookingHorizonDays: 90,
      autoConfirm: true,
      sessionMinutes: 60,
      weeklyHours: [{ weekday: 2, start: '06:00', end: '08:00' }],
      dateOverrides: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await rowOf(tutor.user.id)).toMatchObject({
      timeZone: 'Asia/Tokyo',
      weeklyMinutes: `{[${2 * 1440 + 360},${2 * 1440 + 480})}`,
      hasHours: true,
    });
    // Tuesday 06:00–08:00 in Tokyo is Monday 21:00–23:00 UTC: Monday evening still, not morning.
    expect(await searchIds('days=1&times=evening&tz=UTC')).toContain(tutor.user.id);
    expect(await searchIds('days=1&times=morning&tz=UTC')).not.toContain(tutor.user.id);
    expect(await searchIds('days=2&times=morning&tz=Asia/Tokyo')).toContain(tutor.user.id);
  });

  it('follows a review', async () => {
    const tutor = await listedTutor();
    const student = await client.newStudent();
    const bookingId = await client.booked(tutor, student, atHour(24 + 9));
    client.clock.set(atHour(24 + 11));
    expect((await client.act(tutor, bookingId, 'complete')).statusCode).toBe(200);
    expect(await searchIds('minRating=4')).not.toContain(tutor.user.id);

    const reviewed = await client.review(student, bookingId, { rating: 4, comment: 'Clear.' });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    expect(await rowOf(tutor.user.id)).toMatchObject({
      ratingCount: 1,
      ratingSum: 4,
      ratingAverage: '4.0',
      relevanceRating: (4 + 17.5) / 6,
    });
    expect(await searchIds('minRating=4')).toContain(tutor.user.id);
    expect(await searchIds('minRating=5')).not.toContain(tutor.user.id);
  });

  it("follows the account's deletion", async () => {
    const tutor = await listedTutor();
    await app()
      .db.update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, tutor.user.id));
    expect(await searchIds('')).toContain(tutor.user.id);
    const deleted = await send(tutor, 'POST', '/account/delete', {
      confirmation: 'DELETE',
      currentPassword: password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The teaching profile goes with the account, and the search row with the profile.
    expect(await rowOf(tutor.user.id)).toBeUndefined();
    expect(await searchIds('')).not.toContain(tutor.user.id);
  });

  it('changes inside the writing transaction: seen there, undone by its rollback', async () => {
    const tutor = await listedTutor();
    const id = tutor.user.id;
    const student = await client.newStudent();
    const before = await rowOf(id);
    const changes: [string, (tx: DbExecutor) => Promise<unknown>, object | undefined][] = [
      [
        'a price',
        (tx) =>
          tx
            .update(tutorSubjects)
            .set({ onlinePrice: '7.00' })
            .where(eq(tutorSubjects.tutorId, id)),
        { priceFrom: '7.00' },
      ],
      [
        'new hours',
        (tx) =>
          tx
            .insert(tutorWeeklyHours)
            .values({ tutorId: id, weekday: 0, startMinute: 0, endMinute: 60 }),
        {
          weeklyMinutes:
            '{[0,60),[480,1200),[1920,2640),[3360,4080),[4800,5520),[6240,6960),[7680,8400),[9120,9840)}',
        },
      ],
      [
        'a review',
        (tx) =>
          insertCompletedBooking(tx, {
            tutorId: id,
            learner: { studentId: student.user.id },
            subjectId: catalog.subjectIds.math,
            startAt: new Date(Date.UTC(2030, 0, 1, 10)),
            review: { rating: 2, comment: 'Too fast.' },
          }),
        { ratingCount: 1, ratingAverage: '2.0' },
      ],
      [
        'the deletion',
        async (tx) => {
          await anonymiseUser(tx, id, { name: 'Deleted account', now: new Date() });
          await removeTeaching(tx, id);
        },
        undefined,
      ],
    ];
    for (const [what, change, changed] of changes) {
      let inside;
      await app()
        .db.transaction(async (tx) => {
          await change(tx);
          inside = await rowOf(id, tx);
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
      if (changed) expect(inside, what).toMatchObject(changed);
      else expect(inside, what).toBeUndefined();
      expect(await rowOf(id), what).toEqual(before);
    }
  });

  // Two processes on one server; PGlite has one connection, so it cannot interleave them.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'counts two reviews written at once by two transactions',
    async () => {
      const tutor = await listedTutor();
      const id = tutor.user.id;
      const [first, second] = [await client.newStudent(), await client.newStudent()];
      const review = (tx: DbExecutor, studentId: string, rating: number, day: number) =>
        insertCompletedBooking(tx, {
          tutorId: id,
          learner: { studentId },
          subjectId: catalog.subjectIds.math,
          startAt: new Date(Date.UTC(2030, 0, day, 10)),
          review: { rating, comment: 'At the same time.' },
        });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstWrote = false;
      const one = app().db.transaction(async (tx) => {
        await review(tx, first.user.id, 5, 1);
        firstWrote = true;
        await held;
      });
      await waitFor(() => firstWrote, { what: 'the first review' });
      const two = app().db.transaction((tx) => review(tx, second.user.id, 3, 2));
      // The second waits for the first's lock on the row before it counts.
      await waitFor(
        async () => {
          const waiting = await app().db.execute(
            sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
          );
          return (waiting as unknown as { rows: unknown[] }).rows.length > 0;
        },
        { what: 'the second transaction to wait for the lock' },
      );
      release();
      await Promise.all([one, two]);
      expect(await rowOf(id)).toMatchObject({ ratingCount: 2, ratingSum: 8, ratingAverage: '4.0' });
    },
  );
});
