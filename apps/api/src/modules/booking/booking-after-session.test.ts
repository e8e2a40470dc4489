import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { childProfiles, users } from '../../db/schema/index';
import { patience } from '../../test/wait-for';
import { mailTo } from './booking-notifications.fixtures';
import {
  atHour,
  bookingClient,
  testEpoch,
  type BookingClient,
  type Caller,
} from './booking.test-client';

const outcomeSubject = /^(How did it go\?|كيف كانت الحصة؟)/;
/** A subject as a person reads it: without the invisible direction isolates around names. */
const read = (subject: string | undefined) => subject?.replace(/[\u2068\u2069]/g, '');

/** What the tutor reads of the learner, and what a session asks of them once it is over. */
describe('a session for the tutor, before and after', () => {
  let client: BookingClient;
  beforeAll(async () => {
    client = await bookingClient();
  });
  afterAll(() => client.app.close());
  beforeEach(() => client.clock.set(testEpoch));

  const learnerOf = async (caller: Caller, id: string) => {
    const response = await client.read(caller, id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.learner;
  };

  it("shows the learner's first name, age, grade and goals to the booking's two sides only", async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent('Lina Al-Mansouri');
    const id = await client.booked(tutor, parent, atHour(24 + 9), { trial: true });
    const learner = await learnerOf(tutor, id);
    expect(learner).toEqual({
      firstName: 'Lina',
      age: 10,
      grade: { nameEn: expect.any(String), nameAr: expect.any(String) },
      goals: 'Fractions',
    });
    expect(await learnerOf(parent, id)).toEqual(learner);
    const requests = (await client.list(tutor, 'scope=requests')).json().data.items;
    expect(requests[0]).toMatchObject({ id, trial: true, learner });
    // Anyone else is told the booking does not exist.
    expect((await client.read(await client.newTutor(), id)).statusCode).toBe(404);
  });

  it('shows a child signed up without an age by first name, grade, subject and goals', async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent('Reem Saleh');
    // The signup on the way to a booking leaves the age and time for later (issue 30).
    await client.app.db
      .update(childProfiles)
      .set({ age: null, preferredLearningTime: null })
      .where(eq(childProfiles.id, parent.childId));
    const id = await client.booked(tutor, parent, atHour(24 + 9), { trial: true });
    const read = await client.read(tutor, id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({
      subject: { id: client.subjectIds.math },
      learner: {
        firstName: 'Reem',
        age: null,
        grade: { nameEn: expect.any(String), nameAr: expect.any(String) },
        goals: 'Fractions',
      },
    });
    const requests = (await client.list(tutor, 'scope=requests')).json().data.items;
    expect(requests[0]).toMatchObject({ id, learner: { firstName: 'Reem', age: null } });
  });

  it('shows what is known of a learner whose account never told their age or grade', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent('يوسف كريم');
    const id = await client.booked(tutor, student, atHour(24 + 9));
    expect(await learnerOf(tutor, id)).toEqual({
      firstName: 'يوسف',
      age: null,
      grade: null,
      goals: null,
    });
  });

  /** A confirmed one-hour session at 09:00 tomorrow, its tutor writing in `language`. */
  async function confirmedSession(language: 'en' | 'ar' = 'en') {
    const tutor = await client.newTutor();
    await client.app.db
      .update(users)
      .set({ preferredLanguage: language })
      .where(eq(users.id, tutor.user.id));
    const student = await client.newStudent('Sami Student');
    const id = await client.booked(tutor, student, atHour(24 + 9));
    expect((await client.act(tutor, id, 'confirm')).statusCode).toBe(200);
    const [row] = await client.app.db.select().from(users).where(eq(users.id, tutor.user.id));
    return { tutor, student, id, tutorEmail: row?.email ?? '' };
  }

  const outcomeMails = async (address: string) =>
    (await mailTo(client.app, address)).filter((mail) => outcomeSubject.test(mail.subject));

  /** Runs what is due at the clock's time, then lets the outbox send what it queued. */
  async function runDueThenWait(address: string, count: number) {
    await client.app.runDueJobs();
    await vi.waitFor(async () => expect(await outcomeMails(address)).toHaveLength(count), patience);
  }

  it('asks the tutor to mark an ended session, and reminds them once a day after its end', async () => {
    const { tutor, id, tutorEmail } = await confirmedSession();
    client.clock.set(atHour(24 + 10));
    const over = (await client.read(tutor, id)).json().data;
    expect(over).toMatchObject({ status: 'confirmed', ended: true, classroom: { open: false } });
    expect(over.allowedActions).toEqual(expect.arrayContaining(['complete', 'no-show']));
    const owed = (await client.list(tutor, 'scope=needs-notes')).json().data.items;
    expect(owed.map((item: { id: string }) => item.id)).toEqual([id]);

    // Not before 24 hours have passed.
    client.clock.set(atHour(24 + 10 + 23.5));
    await runDueThenWait(tutorEmail, 0);
    client.clock.set(atHour(24 + 10 + 24));
    await runDueThenWait(tutorEmail, 1);
    await runDueThenWait(tutorEmail, 1);
    const [mail] = await outcomeMails(tutorEmail);
    expect(read(mail?.subject)).toBe('How did it go? Math with Sami Student');
    expect(read(mail?.reading)).toContain(
      'Please mark it completed, or record that Sami Student did not come',
    );
    expect(mail?.links).toEqual([`${client.app.config.appUrl}/sessions/${id}?lng=en`]);

    // Marked and noted later: it leaves the list.
    expect((await client.act(tutor, id, 'complete')).statusCode).toBe(200);
    expect((await client.list(tutor, 'scope=needs-notes')).json().data.items).toHaveLength(1);
    await client.saveNotes(tutor, id, { notes: 'Fractions', homework: '' });
    expect((await client.list(tutor, 'scope=needs-notes')).json().data.items).toEqual([]);
  });

  it('sends nothing to a tutor who marked the session and wrote notes in time', async () => {
    const { tutor, id, tutorEmail } = await confirmedSession();
    client.clock.set(atHour(24 + 11));
    expect((await client.act(tutor, id, 'complete')).statusCode).toBe(200);
    await client.saveNotes(tutor, id, { notes: 'Fractions', homework: 'Page 3' });
    client.clock.set(atHour(24 + 10 + 25));
    await runDueThenWait(tutorEmail, 0);
  });

  it('reminds in Arabic a tutor who completed the session without notes', async () => {
    const { tutor, id, tutorEmail } = await confirmedSession('ar');
    client.clock.set(atHour(24 + 11));
    expect((await client.act(tutor, id, 'complete')).statusCode).toBe(200);
    client.clock.set(atHour(24 + 10 + 25));
    await runDueThenWait(tutorEmail, 1);
    const [mail] = await outcomeMails(tutorEmail);
    expect(read(mail?.subject)).toBe('كيف كانت الحصة؟ الرياضيات مع Sami Student');
    expect(mail?.reading).toContain('يُرجى كتابة الملاحظات والواجب');
  });

  it('sends nothing when the family reported that the tutor did not come', async () => {
    const { student, id, tutorEmail } = await confirmedSession();
    client.clock.set(atHour(24 + 11));
    const reported = await client.act(student, id, 'no-show', { party: 'tutor' });
    expect(reported.statusCode, reported.body).toBe(200);
    client.clock.set(atHour(24 + 10 + 25));
    await runDueThenWait(tutorEmail, 0);
  });
});
