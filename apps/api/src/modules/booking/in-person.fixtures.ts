import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { areas, tutorInPerson, tutorInPersonAreas } from '../../db/schema/index';

/**
 * Test areas and tutors' in-person settings written straight to the tables: the catalog's seed
 * and the settings API belong to the areas slice, and these tests must not wait for either.
 */

/** A city with two districts, named in both languages; slugs unique per call. */
export async function newCity(app: FastifyInstance) {
  const tag = randomUUID().slice(0, 8);
  const [city] = await app.db
    .insert(areas)
    .values({ slug: `test-city-${tag}`, country: 'SA', nameEn: 'Riyadh', nameAr: 'الرياض' })
    .returning({ id: areas.id });
  if (!city) throw new Error('the city was not inserted');
  const districts = await app.db
    .insert(areas)
    .values([
      {
        slug: `test-olaya-${tag}`,
        parentId: city.id,
        country: 'SA',
        nameEn: 'Olaya',
        nameAr: 'العليا',
        sortOrder: 1,
      },
      {
        slug: `test-malqa-${tag}`,
        parentId: city.id,
        country: 'SA',
        nameEn: 'Al Malqa',
        nameAr: 'الملقا',
        sortOrder: 2,
      },
    ])
    .returning({ id: areas.id });
  const [olaya, malqa] = districts;
  if (!olaya || !malqa) throw new Error('the districts were not inserted');
  return { cityId: city.id, olayaId: olaya.id, malqaId: malqa.id };
}

/** How a test tutor teaches in person: areas they go to, and/or their own place. */
export async function teachInPerson(
  app: FastifyInstance,
  tutorId: string,
  settings: {
    areaIds?: number[];
    ownPlaceAreaId?: number;
    travelBufferMinutes?: number;
  },
) {
  const areaIds = settings.areaIds ?? [];
  await app.db.insert(tutorInPerson).values({
    tutorId,
    atFamilyHome: areaIds.length > 0,
    atOwnPlace: settings.ownPlaceAreaId !== undefined,
    ownPlaceAreaId: settings.ownPlaceAreaId ?? null,
    ownPlaceStreet: settings.ownPlaceAreaId === undefined ? '' : '12 Tahlia Street',
    ownPlaceBuilding: settings.ownPlaceAreaId === undefined ? '' : 'Tower B, flat 7',
    ownPlaceNotes: settings.ownPlaceAreaId === undefined ? '' : 'Ring twice',
    travelBufferMinutes: settings.travelBufferMinutes ?? 30,
  });
  if (areaIds.length > 0) {
    await app.db.insert(tutorInPersonAreas).values(areaIds.map((areaId) => ({ tutorId, areaId })));
  }
}

/** A family's home in a district, as `POST /bookings` takes it. */
export const homeIn = (areaId: number) => ({
  areaId,
  street: '7 Prince Sultan Road',
  building: 'Villa 3',
  notes: 'The blue gate',
});
