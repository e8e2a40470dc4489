import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { citySeeds } from './areas-data';
import { seedAreas } from './areas.seed';

type City = {
  id: number;
  name: string;
  country: string;
  districts: { id: number; name: string }[];
};

describe('areas', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const citiesIn = async (language: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/areas',
      headers: { 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return { response, cities: response.json().data as City[] };
  };

  it('seeds the sixteen cities the issue names, each with its districts, in both languages', async () => {
    const rows = await app.db.select().from(areas).orderBy(asc(areas.id));
    const cities = rows.filter((row) => row.parentId === null);
    expect(cities.map((row) => row.nameEn)).toEqual(
      expect.arrayContaining([
        'Riyadh',
        'Jeddah',
        'Dammam',
        'Makkah',
        'Madinah',
        'Dubai',
        'Abu Dhabi',
        'Sharjah',
        'Doha',
        'Kuwait City',
        'Manama',
        'Muscat',
        'Cairo',
        'Giza',
        'Alexandria',
        'Amman',
      ]),
    );
    expect(rows).toHaveLength(
      citySeeds.length + citySeeds.flatMap((city) => city.districts).length,
    );
    for (const city of cities) {
      const districts = rows.filter((row) => row.parentId === city.id);
      expect(districts.length, city.slug).toBeGreaterThanOrEqual(5);
      // A district is in its city's country.
      expect(new Set(districts.map((row) => row.country))).toEqual(new Set([city.country]));
    }
    for (const row of rows) {
      expect(row.nameEn).toMatch(/^[A-Za-z0-9' ]+$/);
      expect(row.nameAr).toMatch(/^[\u0600-\u06FF ]+$/);
    }
  });

  it('changes nothing when applied again, and puts back what the data file says', async () => {
    const before = await app.db.select().from(areas).orderBy(asc(areas.id));
    await seedAreas(app.db);
    expect(await app.db.select().from(areas).orderBy(asc(areas.id))).toEqual(before);

    const olaya = before.find((row) => row.slug === 'sa-riyadh-olaya');
    if (!olaya) throw new Error('Olaya not seeded');
    await app.db
      .update(areas)
      .set({ nameAr: 'اسم قديم', sortOrder: 99 })
      .where(eq(areas.id, olaya.id));
    await seedAreas(app.db);
    expect(await app.db.select().from(areas).orderBy(asc(areas.id))).toEqual(before);
  });

  it('answers the cities with their districts in the reader language, in catalog order', async () => {
    const { cities: english } = await citiesIn('en');
    const { cities: arabic } = await citiesIn('ar');
    expect(english.map((city) => city.name)).toEqual(citySeeds.map((city) => city.nameEn));
    expect(arabic.map((city) => city.name)).toEqual(citySeeds.map((city) => city.nameAr));
    const riyadh = english[0];
    expect(riyadh).toMatchObject({ name: 'Riyadh', country: 'SA' });
    expect(riyadh?.districts.map((district) => district.name)).toEqual(
      citySeeds[0]?.districts.map((district) => district.nameEn),
    );
    expect(arabic[0]?.districts[0]).toEqual({ id: riyadh?.districts[0]?.id, name: 'العليا' });
  });

  it('is cacheable as the catalog is: public for five minutes, then revalidated by ETag', async () => {
    const { response } = await citiesIn('en');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(response.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/api/v1/areas',
      headers: { 'accept-language': 'en', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const { response: arabic } = await citiesIn('ar');
    expect(arabic.headers.etag).not.toBe(etag);
  });
});
