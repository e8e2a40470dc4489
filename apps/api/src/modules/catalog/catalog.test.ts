import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';

type Item = { id: number; slug: string; name: string; icon?: string };

describe('education catalog', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const get = (url: string, language = 'en', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { 'accept-language': language, ...headers },
    });

  async function dataOf<T>(url: string, language = 'en'): Promise<T> {
    const response = await get(url, language);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ succeeded: true, message: null, error: null });
    return body.data as T;
  }

  const bySlug = (items: Item[], slug: string) => {
    const item = items.find((candidate) => candidate.slug === slug);
    if (!item) throw new Error(`no ${slug} in ${items.map((i) => i.slug).join(', ')}`);
    return item;
  };

  async function egyptIds() {
    const { educationSystems } = await dataOf<{ educationSystems: Item[] }>('/education/systems');
    const system = bySlug(educationSystems, 'egypt-national');
    const levels = await dataOf<Item[]>(`/education/systems/${system.id}/levels`);
    const secondary = bySlug(levels, 'secondary');
    const secondaryGrades = await dataOf<Item[]>(`/education/levels/${secondary.id}/grades`);
    return { system, levels, secondary, grade10: bySlug(secondaryGrades, 'grade-10') };
  }

  it('lists the education systems under data.educationSystems, in English and in Arabic', async () => {
    const en = await dataOf<{ educationSystems: Item[] }>('/education/systems');
    expect(en.educationSystems.map((system) => system.slug)).toEqual([
      'egypt-national',
      'saudi-national',
      'british',
      'american',
      'ib',
    ]);
    expect(bySlug(en.educationSystems, 'british').name).toBe('British (IGCSE / A Level)');
    for (const system of en.educationSystems) expect(Number.isInteger(system.id)).toBe(true);

    const ar = await dataOf<{ educationSystems: Item[] }>('/education/systems', 'ar');
    expect(bySlug(ar.educationSystems, 'egypt-national').name).toBe('المنهج الوطني المصري');
    expect(ar.educationSystems.map((system) => system.id)).toEqual(
      en.educationSystems.map((system) => system.id),
    );
  });

  it('lists the levels of a system as a list in data, with their real names', async () => {
    const { system, levels } = await egyptIds();
    expect(levels.map((level) => level.name)).toEqual([
      'Kindergarten',
      'Primary',
      'Preparatory',
      'Secondary',
    ]);
    expect(levels[0]).toMatchObject({ systemId: system.id });

    const saudi = bySlug(
      (await dataOf<{ educationSystems: Item[] }>('/education/systems')).educationSystems,
      'saudi-national',
    );
    const saudiLevels = await dataOf<Item[]>(`/education/systems/${saudi.id}/levels`, 'ar');
    expect(saudiLevels.map((level) => level.name)).toEqual([
      'رياض الأطفال',
      'المرحلة الابتدائية',
      'المرحلة المتوسطة',
      'المرحلة الثانوية',
    ]);
  });

  it('lists the grades of a level, named as the system names them', async () => {
    const { levels } = await egyptIds();
    const preparatory = bySlug(levels, 'preparatory');
    const en = await dataOf<Item[]>(`/education/levels/${preparatory.id}/grades`);
    expect(en.map((grade) => grade.name)).toEqual(['Grade 7', 'Grade 8', 'Grade 9']);
    expect(en[0]).toMatchObject({ levelId: preparatory.id });
    const ar = await dataOf<Item[]>(`/education/levels/${preparatory.id}/grades`, 'ar');
    expect(ar.map((grade) => grade.name)).toEqual([
      'الصف الأول الإعدادي',
      'الصف الثاني الإعدادي',
      'الصف الثالث الإعدادي',
    ]);
  });

  it('lists every grade under its level and system in one answer, as the three lists say', async () => {
    type Tree = {
      educationSystems: (Item & { levels: (Item & { systemId: number; grades: Item[] })[] })[];
    };
    const { system, levels, secondary } = await egyptIds();
    const tree = await dataOf<Tree>('/education/grades');
    const egypt = tree.educationSystems.find((candidate) => candidate.id === system.id);
    expect(egypt?.name).toBe(system.name);
    expect(egypt?.levels.map(({ grades: _grades, ...level }) => level)).toEqual(levels);
    const secondaryGrades = await dataOf<Item[]>(`/education/levels/${secondary.id}/grades`);
    expect(egypt?.levels.find((level) => level.id === secondary.id)?.grades).toEqual(
      secondaryGrades,
    );
    const ar = await dataOf<Tree>('/education/grades', 'ar');
    expect(ar.educationSystems.find((candidate) => candidate.id === system.id)?.name).toBe(
      'المنهج الوطني المصري',
    );
  });

  it('lists the subjects of a grade under data.subjects, with icons', async () => {
    const { grade10 } = await egyptIds();
    const en = await dataOf<{ subjects: Item[] }>(`/education/grades/${grade10.id}/subjects`);
    const slugs = en.subjects.map((subject) => subject.slug);
    expect(slugs).toEqual(expect.arrayContaining(['arabic', 'physics', 'chemistry', 'biology']));
    // Social studies splits into history and geography in secondary school.
    expect(slugs).not.toContain('social-studies');
    expect(bySlug(en.subjects, 'physics')).toMatchObject({ name: 'Physics', icon: 'atom' });

    const ar = await dataOf<{ subjects: Item[] }>(`/education/grades/${grade10.id}/subjects`, 'ar');
    expect(bySlug(ar.subjects, 'physics').name).toBe('الفيزياء');
  });

  it('lists every subject, those of docs/shared/SPEC.md first, in both languages', async () => {
    const en = await dataOf<Item[]>('/subjects');
    expect(en.slice(0, 8).map((subject) => subject.name)).toEqual([
      'Arabic',
      'English',
      'Math',
      'Science',
      'Social Studies',
      'Computer',
      'French',
      'Biology',
    ]);
    expect(en.map((subject) => subject.slug)).toEqual(
      expect.arrayContaining(['physics', 'chemistry', 'history', 'islamic-studies']),
    );
    for (const subject of en) expect(subject.icon).toMatch(/^[a-z0-9-]+$/);
    const ar = await dataOf<Item[]>('/subjects', 'ar');
    expect(bySlug(ar, 'math').name).toBe('الرياضيات');
  });

  it.each([
    [
      '/education/systems/999999/levels',
      'education_system_not_found',
      'هذا النظام التعليمي غير موجود.',
    ],
    [
      '/education/levels/999999/grades',
      'education_level_not_found',
      'هذه المرحلة التعليمية غير موجودة.',
    ],
    ['/education/grades/999999/subjects', 'grade_not_found', 'هذا الصف الدراسي غير موجود.'],
  ])('answers 404 for an unknown id: %s', async (url, code, arabic) => {
    const response = await get(url, 'ar');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      succeeded: false,
      message: arabic,
      data: null,
      error: { code, message: arabic },
    });
    expect((await get(url)).json().error.code).toBe(code);
  });

  it.each(['abc', '1.5', '-1', '0', '1e3', '99999999999'])(
    'answers 400 with a field detail for the id %s',
    async (id) => {
      const response = await get(`/education/systems/${id}/levels`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        details: { id: 'The id must be a positive whole number.' },
      });
      const arabic = await get(`/education/grades/${id}/subjects`, 'ar');
      expect(arabic.statusCode).toBe(400);
      expect(arabic.json().error.details).toEqual({ id: 'يجب أن يكون المعرّف عددًا صحيحًا موجبًا.' });
    },
  );

  it('sends an ETag and Cache-Control, and 304 when the client holds the same version', async () => {
    const first = await get('/subjects');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(String(first.headers.vary)).toContain('accept-language');

    const again = await get('/subjects', 'en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // The Arabic answer is another version: the English ETag does not match it.
    const arabic = await get('/subjects', 'ar', { 'if-none-match': etag });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers.etag).not.toBe(etag);

    const stale = await get('/subjects', 'en', { 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('sends the same answer compressed as the client asks, or plain', async () => {
    const plain = await get('/subjects', 'ar');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const [header, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
      ['x-gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await get('/subjects', 'ar', { 'accept-encoding': header });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toBe('accept-language, accept-encoding');
      expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    const identity = await get('/subjects', 'ar', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plain.json());
  });

  it('answers from memory after the first read', async () => {
    await get('/subjects');
    await app.db
      .update(subjects)
      .set({ nameEn: 'Changed behind its back' })
      .where(eq(subjects.slug, 'math'));
    const answer = await dataOf<Item[]>('/subjects');
    expect(bySlug(answer, 'math').name).toBe('Math');
  });

  it('needs no token: the signup forms read the catalog before anyone has an account', async () => {
    const response = await get('/education/systems', 'en', { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(200);
  });
});
