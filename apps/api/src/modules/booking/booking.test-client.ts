import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  bookingEvents,
  bookings,
  childProfiles,
  educationLevels,
  grades,
  parentProfiles,
  subjects,
  tutorApplications,
  tutorProfiles,
  tutorSubjects,
} from '../../db/schema/index';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { createUserWithToken } from '../../test/fixtures';
import { approvedTutorApplication } from '../auth/demo-accounts';
import { fundWallet } from '../wallet/wallet.fixtures';

export type Caller = { authorization: string; user: { id: string; fullName: string } };
export type ParentCaller = Caller & { childId: string };

/** Sunday 1 June 2031, midnight UTC: where every booking test's clock starts. */
export const testEpoch = '2031-06-01T00:00:00.000Z';

const hourMs = 3_600_000;
/** An instant `hours` after the test epoch, as the API writes it. */
export const atHour = (hours: number) =>
  new Date(Date.parse(testEpoch) + hours * hourMs).toISOString();

type TutorOptions = {
  autoConfirm?: boolean;
  sessionMinutes?: number;
  onlinePrice?: string;
  /** Every day, in UTC; 08:00–20:00 unless said otherwise. */
  hours?: { start: string; end: string };
  minimumNoticeMinutes?: number;
  /**
   * False for a tutor with prices and hours but no profile and no approved application: not
   * listed, so neither searched nor bookable.
   */
  listed?: boolean;
};

/**
 * The real app on a manual clock, and the calls a client makes about bookings. Tutors save
 * their hours through the API; people and prices are written straight to the tables.
 */
export async function bookingClient() {
  const clock = new ManualClock(testEpoch);
  const app: FastifyInstance = await buildTestApp({}, { clock });
  const subjectRows = await app.db.select().from(subjects);
  const idOf = (slug: string) => subjectRows.find((row) => row.slug === slug)?.id ?? 0;
  const [grade] = await app.db
    .select({ id: grades.id, levelId: grades.levelId, systemId: educationLevels.systemId })
    .from(grades)
    .innerJoin(educationLevels, eq(educationLevels.id, grades.levelId))
    .orderBy(asc(grades.id));
  const subjectIds = { math: idOf('math'), physics: idOf('physics') };

  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    caller: { authorization: string } | undefined,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(caller ? { authorization: caller.authorization } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A whole teaching profile and an approved application: what listing needs beside prices. */
  async function listTutor(tutorId: string) {
    await app.db.insert(tutorProfiles).values({
      userId: tutorId,
      educationalBackground: 'BSc Mathematics',
      yearsOfExperience: 5,
      hourlyRate: '30.00',
      briefBio: 'I teach with patience.',
      languagesSpoken: ['ar', 'en'],
      educationSystemId: grade?.systemId ?? 0,
      educationLevelId: grade?.levelId ?? 0,
      gradeId: grade?.id ?? 0,
    });
    await app.db
      .insert(tutorApplications)
      .values(approvedTutorApplication(tutorId, new Date(testEpoch)));
  }

  async function newTutor(options: TutorOptions = {}): Promise<Caller> {
    const tutor = await createUserWithToken(app, 'Tutor', { fullName: 'Tariq Tutor' });
    // Only a listed tutor is bookable: a whole profile and an approved application (decision 0026).
    if (options.listed !== false) await listTutor(tutor.user.id);
    await app.db.insert(tutorSubjects).values({
      tutorId: tutor.user.id,
      subjectId: subjectIds.math,
      onlinePrice: options.onlinePrice ?? '30.00',
      offlinePrice: '40.00',
    });
    const hours = options.hours ?? { start: '08:00', end: '20:00' };
    const saved = await send('PUT', '/tutor/availability', tutor, {
      timeZone: 'UTC',
      minimumNoticeMinutes: options.minimumNoticeMinutes ?? 60,
      bookingHorizonDays: 90,
      autoConfirm: options.autoConfirm ?? false,
      sessionMinutes: options.sessionMinutes ?? 60,
      weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...hours })),
      dateOverrides: [],
    });
    if (saved.statusCode !== 200) throw new Error(`hours not saved: ${saved.body}`);
    return tutor;
  }

  /** A wallet that covers any ordinary test's sessions, unless a test says otherwise. */
  const defaultWalletMinor = 100_000;

  async function newStudent(
    fullName = 'Sami Student',
    options: { walletMinor?: number } = {},
  ): Promise<Caller> {
    const student = await createUserWithToken(app, 'Student', { fullName });
    const walletMinor = options.walletMinor ?? defaultWalletMinor;
    if (walletMinor > 0) await fundWallet(app, student.user.id, walletMinor);
    return student;
  }

  async function newParent(
    childName = 'Cami Child',
    options: { walletMinor?: number } = {},
  ): Promise<ParentCaller> {
    const parent = await createUserWithToken(app, 'Parent', { fullName: 'Paula Parent' });
    const walletMinor = options.walletMinor ?? defaultWalletMinor;
    if (walletMinor > 0) await fundWallet(app, parent.user.id, walletMinor);
    await app.db.insert(parentProfiles).values({ userId: parent.user.id });
    const [child] = await app.db
      .insert(childProfiles)
      .values({
        parentId: parent.user.id,
        name: childName,
        age: 10,
        gradeId: grade?.id ?? 0,
        preferredLanguage: 'ar',
        schoolName: 'Test School',
        learningGoals: 'Fractions',
        preferredLearningTime: 'evening',
      })
      .returning({ id: childProfiles.id });
    return { ...parent, childId: child?.id ?? '' };
  }

  /** A request from a student or a parent (for their first child) to book a tutor's maths. */
  const bookingBody = (tutor: Caller, booker: Caller, start: string, extra: object = {}) => ({
    tutorId: tutor.user.id,
    subjectId: subjectIds.math,
    start,
    ...('childId' in booker ? { childId: (booker as ParentCaller).childId } : {}),
    ...extra,
  });

  return {
    app,
    clock,
    subjectIds,
    newTutor,
    newStudent,
    newParent,
    bookingBody,
    book: (caller: Caller, payload: unknown, headers: Record<string, string> = {}) =>
      send('POST', '/bookings', caller, payload, headers),
    /** Books and answers the new booking's id, failing loudly if the booking is refused. */
    async booked(tutor: Caller, booker: Caller, start: string, extra: object = {}) {
      const response = await send(
        'POST',
        '/bookings',
        booker,
        bookingBody(tutor, booker, start, extra),
      );
      if (response.statusCode !== 201) throw new Error(`not booked: ${response.body}`);
      return response.json().data.id as string;
    },
    /** Books a weekly series (issue 34), each time with its own `Idempotency-Key`. */
    bookSeries: (caller: Caller, payload: object) =>
      send('POST', '/booking-series', caller, payload, { 'idempotency-key': randomUUID() }),
    /** One step of a series for all its weeks: `confirm` (the tutor) or `stop`. */
    seriesStep: (caller: Caller, seriesId: string, step: 'confirm' | 'stop') =>
      send(
        'POST',
        `/booking-series/${seriesId}/${step}`,
        caller,
        {},
        {
          'idempotency-key': randomUUID(),
        },
      ),
    act: (
      caller: Caller,
      id: string,
      action: string,
      payload: unknown = {},
      headers: Record<string, string> = {},
    ) => send('POST', `/bookings/${id}/${action}`, caller, payload, headers),
    read: (caller: Caller | undefined, id: string, language = 'en') =>
      send('GET', `/bookings/${id}`, caller, undefined, { 'accept-language': language }),
    list: (caller: Caller, query = '') => send('GET', `/bookings?${query}`, caller),
    trialEligibility: (caller: Caller, tutorId: string) =>
      send('GET', `/bookings/trial-eligibility?tutorId=${tutorId}`, caller),
    join: (caller: Caller, id: string) => send('POST', `/bookings/${id}/join`, caller),
    saveNotes: (caller: Caller, id: string, payload: unknown) =>
      send('PUT', `/bookings/${id}/notes`, caller, payload),
    review: (caller: Caller, id: string, payload: unknown) =>
      send('POST', `/bookings/${id}/review`, caller, payload),
    calendar: (caller: Caller, id: string, language = 'en') =>
      send('GET', `/bookings/${id}/calendar.ics`, caller, undefined, {
        'accept-language': language,
      }),
    rowOf: async (id: string) => {
      const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id));
      return row;
    },
    rowsOfTutor: (tutorId: string) =>
      app.db
        .select()
        .from(bookings)
        .where(eq(bookings.tutorId, tutorId))
        .orderBy(asc(bookings.startAt)),
    eventsOf: (bookingId: string) =>
      app.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, bookingId))
        .orderBy(asc(bookingEvents.at)),
  };
}

export type BookingClient = Awaited<ReturnType<typeof bookingClient>>;

/** A refusal as a client sees it: the status and the envelope's error code, no data. */
export function expectRefused(
  response: Awaited<ReturnType<BookingClient['act']>>,
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ succeeded: false, data: null, error: { code } });
}
