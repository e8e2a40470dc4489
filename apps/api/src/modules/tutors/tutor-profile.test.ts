import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createUserWithToken } from '../../test/fixtures';
import { samplePhoto } from '../../test/photos';
import { createTutor, pickCatalog, type CatalogPick } from './tutors.fixtures';

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = 'nibras-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const validProfile = (gradeIds: number[]) => ({
  headline: 'Physics that finally makes sense',
  bio: 'Ten years of physics teaching.',
  educationalBackground: 'MSc Physics',
  yearsOfExperience: 10,
  hourlyRate: '35.5',
  languagesSpoken: ['ar', 'en'],
  gradeIds,
});

describe("the tutor's own profile", () => {
  let app: FastifyInstance;
  let catalog: CatalogPick;
  beforeAll(async () => {
    app = await buildTestApp();
    catalog = await pickCatalog(app);
  });
  afterAll(() => app.close());

  const read = (authorization: string) =>
    app.inject({ url: '/api/v1/tutor/profile', headers: { authorization } });
  const save = (authorization: string, payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/tutor/profile',
      headers: { authorization },
      payload,
    });
  const upload = (authorization: string, file: Buffer, name = 'me.png', type = 'image/png') => {
    const { body, contentType } = multipart(file, name, type);
    return app.inject({
      method: 'PUT',
      url: '/api/v1/tutor/profile/photo',
      headers: { authorization, 'content-type': contentType },
      payload: body,
    });
  };

  it('says what keeps a tutor out of search', async () => {
    const weekly = [{ weekday: 2, startMinute: 9 * 60, endMinute: 12 * 60 }];
    const listed = await createTutor(app, {
      grade: catalog.grades[0],
      prices: [{ subjectId: catalog.subjectIds.math, online: '20.00' }],
      weekly,
    });
    expect((await read(listed.authorization)).json().data.listingGaps).toEqual([]);
    const hidden = await createTutor(app, { grade: catalog.grades[0], confirmed: false });
    expect((await read(hidden.authorization)).json().data).toMatchObject({
      bio: 'I teach with patience.',
      listingGaps: ['emailNotConfirmed', 'noPricedSubject', 'noWeeklyHours'],
    });
    const waiting = await createTutor(app, {
      approved: false,
      grade: catalog.grades[0],
      prices: [{ subjectId: catalog.subjectIds.math, online: '20.00' }],
      weekly,
    });
    expect((await read(waiting.authorization)).json().data.listingGaps).toEqual([
      'applicationNotApproved',
    ]);
  });

  it('saves the profile and the grades taught, and shows them in public', async () => {
    const tutor = await createTutor(app, {
      grade: catalog.grades[0],
      prices: [{ subjectId: catalog.subjectIds.physics, online: '30.00' }],
      weekly: [{ weekday: 2, startMinute: 9 * 60, endMinute: 12 * 60 }],
    });
    const [first, second] = catalog.grades;
    const response = await save(tutor.authorization, validProfile([second.id, first.id]));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your profile is saved.');
    expect(response.json().data).toMatchObject({
      headline: 'Physics that finally makes sense',
      hourlyRate: '35.50',
      yearsOfExperience: 10,
      languagesSpoken: ['ar', 'en'],
    });
    const shown = (await app.inject({ url: `/api/v1/tutors/${tutor.user.id}` })).json().data;
    expect(shown.headline).toBe('Physics that finally makes sense');
    expect(shown.grades.map((grade: { id: number }) => grade.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    // Search by the second grade's system now finds the tutor.
    const search = await app.inject({
      url: `/api/v1/tutors?system=${second.systemId}&subject=${catalog.subjectIds.physics}`,
    });
    const ids = search.json().data.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(tutor.user.id);
  });

  it('names every bad field with the signup texts', async () => {
    const tutor = await createTutor(app, { grade: catalog.grades[0] });
    const response = await save(tutor.authorization, {
      headline: ' ',
      bio: 'x'.repeat(501),
      educationalBackground: '',
      yearsOfExperience: 'ten',
      hourlyRate: 0,
      languagesSpoken: [],
      gradeIds: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual({
      headline: 'Headline is required',
      bio: 'Bio must be at most 500 characters',
      educationalBackground: 'Education is required',
      yearsOfExperience: 'Years of experience must be a valid number',
      hourlyRate: 'Hourly rate must be at least 1',
      languagesSpoken: 'Select at least one language',
      gradeIds: 'Select at least one grade',
    });
    const unknownGrade = await save(tutor.authorization, validProfile([2_000_000]));
    expect(unknownGrade.statusCode).toBe(400);
    expect(unknownGrade.json().error.details).toEqual({
      gradeIds: 'Please choose one of the options.',
    });
  });

  it('is for tutors only', async () => {
    const parent = await createUserWithToken(app, 'Parent');
    expect((await read('')).statusCode).toBe(401);
    expect((await read(parent.authorization)).statusCode).toBe(403);
    expect((await save(parent.authorization, validProfile([1]))).statusCode).toBe(403);
  });

  it('takes a new photo, and refuses what is not an image or too large', async () => {
    const tutor = await createTutor(app, { grade: catalog.grades[0] });
    const png = await samplePhoto();
    const stored = await upload(tutor.authorization, png);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data.avatarUrl).toBe(`/api/v1/users/${tutor.user.id}/avatar`);
    const photo = await app.inject({ url: `/api/v1/users/${tutor.user.id}/avatar` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    const text = await upload(tutor.authorization, Buffer.from('hello'), 'me.png');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe('unsupported_image');
    const huge = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(tutor.authorization, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('photo_too_large');
  });
});
