import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, tutorInPerson, tutorInPersonAreas, tutorSearch } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { createTutor, pickCatalog } from './tutors.fixtures';

type Key = 'wholeCity' | 'district' | 'ownPlace' | 'jeddah' | 'online' | 'switchedOff';

/**
 * Search and profile of tutors who teach in person (issue 32). Every tutor made here speaks
 * Turkish and no seeded demo tutor does, so `language=tr` scopes a search to this file's tutors.
 */
describe('finding a tutor who teaches in person', () => {
  let app: FastifyInstance;
  const ids = {} as Record<Key, string>;
  const area = {} as Record<'riyadh' | 'olaya' | 'malqa' | 'jeddah' | 'rawdah' | 'dubai', number>;

  beforeAll(async () => {
    app = await buildTestApp();
    const catalog = await pickCatalog(app);
    const slugs = {
      riyadh: 'sa-riyadh',
      olaya: 'sa-riyadh-olaya',
      malqa: 'sa-riyadh-al-malqa',
      jeddah: 'sa-jeddah',
      rawdah: 'sa-jeddah-al-rawdah',
      dubai: 'ae-dubai',
    } as const;
    for (const [key, slug] of Object.entries(slugs)) {
      const [row] = await app.db.select().from(areas).where(eq(areas.slug, slug));
      if (!row) throw new Error(`no area ${slug}`);
      area[key as keyof typeof area] = row.id;
    }
    const years: Record<Key, number> = {
      wholeCity: 9,
      district: 7,
      ownPlace: 5,
      jeddah: 4,
      online: 3,
      switchedOff: 1,
    };
    for (const key of Object.keys(years) as Key[]) {
      ids[key] = (
        await createTutor(app, {
          fullName: key,
          years: years[key],
          languages: ['tr'],
          grade: catalog.grades[0],
          prices: [{ subjectId: catalog.subjectIds.math, online: '20.00', offline: '30.00' }],
          weekly: [{ weekday: 1, startMinute: 9 * 60, endMinute: 12 * 60 }],
        })
      ).user.id;
    }
    const settings = (key: Key, values: Partial<typeof tutorInPerson.$inferInsert>) =>
      app.db.insert(tutorInPerson).values({ tutorId: ids[key], ...values });
    const goesTo = (key: Key, areaIds: number[]) =>
      app.db
        .insert(tutorInPersonAreas)
        .values(areaIds.map((areaId) => ({ tutorId: ids[key], areaId })));
    await settings('wholeCity', { atFamilyHome: true });
    await goesTo('wholeCity', [area.riyadh]);
    await settings('district', { atFamilyHome: true, travelBufferMinutes: 15 });
    await goesTo('district', [area.olaya]);
    await settings('ownPlace', {
      atOwnPlace: true,
      ownPlaceAreaId: area.malqa,
      ownPlaceStreet: 'Secret Street 7',
      ownPlaceBuilding: 'Villa 3',
    });
    await settings('jeddah', { atFamilyHome: true });
    await goesTo('jeddah', [area.rawdah]);
    // Areas kept from before, but no longer going to homes: online only.
    await settings('switchedOff', { atFamilyHome: false });
    await goesTo('switchedOff', [area.riyadh]);
  });
  afterAll(() => app.close());

  const search = async (query: string, language = 'en') => {
    const response = await app.inject({
      url: `/api/v1/tutors?language=tr&sort=experience&${query}`,
      headers: { 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      items: { id: string; fullName: string; teachesInPerson: boolean }[];
      total: number;
      nextCursor: string | null;
    };
  };
  const namesOf = async (query: string) => (await search(query)).items.map((item) => item.fullName);
  const everyone = ['wholeCity', 'district', 'ownPlace', 'jeddah', 'online', 'switchedOff'];

  it('says on every card whether the tutor teaches in person', async () => {
    const { items } = await search('');
    expect(Object.fromEntries(items.map((item) => [item.fullName, item.teachesInPerson]))).toEqual({
      wholeCity: true,
      district: true,
      ownPlace: true,
      jeddah: true,
      online: false,
      switchedOff: false,
    });
  });

  it('finds in person only the tutors who teach so; online (or either) finds everyone', async () => {
    expect(await namesOf('mode=in-person')).toEqual([
      'wholeCity',
      'district',
      'ownPlace',
      'jeddah',
    ]);
    expect(await namesOf('mode=online')).toEqual(everyone);
    expect(await namesOf('')).toEqual(everyone);
    const wrong = await app.inject({ url: '/api/v1/tutors?mode=by-post' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.details)).toEqual(['mode']);
  });

  it('finds by a city the tutors of the whole city and of any of its districts', async () => {
    expect(await namesOf(`mode=in-person&area=${area.riyadh}`)).toEqual([
      'wholeCity',
      'district',
      'ownPlace',
    ]);
    expect(await namesOf(`mode=in-person&area=${area.jeddah}`)).toEqual(['jeddah']);
  });

  it('finds by a district the tutors of that district and of its whole city', async () => {
    expect(await namesOf(`mode=in-person&area=${area.olaya}`)).toEqual(['wholeCity', 'district']);
    expect(await namesOf(`mode=in-person&area=${area.malqa}`)).toEqual(['wholeCity', 'ownPlace']);
    // An area alone means in person too; online, where a lesson happens is no filter.
    expect(await namesOf(`area=${area.rawdah}`)).toEqual(['jeddah']);
    expect(await namesOf(`mode=online&area=${area.rawdah}`)).toEqual(everyone);
    const nobody = await search(`mode=in-person&area=${area.dubai}`);
    expect(nobody).toMatchObject({ items: [], total: 0 });
  });

  it('offers, when an area finds nobody, to let go of the area or of lessons in person', async () => {
    const response = await app.inject({
      url: `/api/v1/tutors?language=tr&mode=in-person&area=${area.dubai}`,
    });
    const { total, relaxations } = response.json().data;
    expect(total).toBe(0);
    // Elsewhere in person: this file's four; online too: all six.
    expect(relaxations).toContainEqual({ drop: 'area', total: 4 });
    expect(relaxations).toContainEqual({ drop: 'mode', total: everyone.length });
  });

  it('pages and counts an area search as any other', async () => {
    const first = await search(`area=${area.riyadh}&pageSize=2`);
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.fullName)).toEqual(['wholeCity', 'district']);
    const next = await search(`area=${area.riyadh}&pageSize=2&after=${first.nextCursor}`);
    expect(next.items.map((item) => item.fullName)).toEqual(['ownPlace']);
  });

  it('follows a change of settings in the same transaction, and forgets it when undone', async () => {
    const rowOf = async (key: Key, db = app.db) => {
      const [row] = await db.select().from(tutorSearch).where(eq(tutorSearch.tutorId, ids[key]));
      return row;
    };
    await expect(
      app.db.transaction(async (tx) => {
        await tx
          .update(tutorInPerson)
          .set({ atFamilyHome: false })
          .where(eq(tutorInPerson.tutorId, ids.district));
        expect(await rowOf('district', tx)).toMatchObject({
          teachesInPerson: false,
          inPersonAreaIds: [],
        });
        await tx.delete(tutorInPersonAreas).where(eq(tutorInPersonAreas.tutorId, ids.jeddah));
        expect(await rowOf('jeddah', tx)).toMatchObject({ teachesInPerson: false });
        tx.rollback();
      }),
    ).rejects.toThrow(TransactionRollbackError);
    expect(await rowOf('district')).toMatchObject({
      teachesInPerson: true,
      inPersonAreaIds: [area.riyadh, area.olaya],
    });
    expect(await namesOf(`area=${area.rawdah}`)).toEqual(['jeddah']);
  });

  it('gives a whole city a district added to the catalog later', async () => {
    await app.db
      .transaction(async (tx) => {
        const [added] = await tx
          .insert(areas)
          .values({
            slug: 'sa-riyadh-test-district',
            parentId: area.riyadh,
            country: 'SA',
            nameEn: 'Test District',
            nameAr: 'حي تجريبي',
          })
          .returning({ id: areas.id });
        if (!added) throw new Error('area not inserted');
        // Of this file's tutors (a demo tutor may visit all of Riyadh too).
        const reached = await tx.execute(
          sql`select tutor_id from tutor_search
            where in_person_area_ids && array[${added.id}::int]
              and tutor_id in (${sql.join(
                Object.values(ids).map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`,
        );
        const tutorIds = (reached as unknown as { rows: { tutor_id: string }[] }).rows.map(
          (row) => row.tutor_id,
        );
        expect(tutorIds).toEqual([ids.wholeCity]);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  });

  it('shows on the profile where the tutor teaches in person, never their own street', async () => {
    const profile = async (key: Key, language = 'en') => {
      const response = await app.inject({
        url: `/api/v1/tutors/${ids[key]}`,
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
      return { data: response.json().data, body: response.body };
    };
    const wholeCity = await profile('wholeCity', 'ar');
    expect(wholeCity.data).toMatchObject({
      inPersonAreas: [{ id: area.riyadh, name: 'الرياض' }],
      ownPlaceArea: null,
      travelBufferMinutes: 30,
    });
    const ownPlace = await profile('ownPlace');
    expect(ownPlace.data).toMatchObject({
      inPersonAreas: [],
      ownPlaceArea: { id: area.malqa, name: 'Al Malqa' },
      travelBufferMinutes: 30,
    });
    expect(ownPlace.body).not.toContain('Secret Street');
    expect(ownPlace.body).not.toContain('Villa 3');
    expect((await profile('district')).data.travelBufferMinutes).toBe(15);
    for (const key of ['online', 'switchedOff'] as const) {
      expect((await profile(key)).data).toMatchObject({
        inPersonAreas: [],
        ownPlaceArea: null,
        travelBufferMinutes: 0,
      });
    }
  });
});
