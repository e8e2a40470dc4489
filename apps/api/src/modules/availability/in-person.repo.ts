import type { Area } from '@nibras/contracts/in-person';
import type { Language } from '@nibras/contracts/i18n/languages';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { selectRows } from '../../db/reads';
import { tutorInPerson, tutorInPersonAreas } from '../../db/schema/index';

/** A tutor's in-person settings as saved, the areas named in one language. */
export type StoredInPerson = {
  atFamilyHome: boolean;
  areas: Area[];
  atOwnPlace: boolean;
  ownPlaceArea: Area | null;
  ownPlaceStreet: string;
  ownPlaceBuilding: string;
  ownPlaceNotes: string;
  travelBufferMinutes: number;
};

/** What a tutor writes: areas by id. */
export type InPersonWrite = Omit<StoredInPerson, 'areas' | 'ownPlaceArea'> & {
  areaIds: number[];
  ownPlaceAreaId: number | null;
};

/**
 * The tutor's in-person settings, or undefined when they never saved any (online only). The
 * areas come in the catalog's order: each city's place, then its districts' order.
 */
export async function loadInPerson(
  db: DbExecutor,
  tutorId: string,
  language: Language,
): Promise<StoredInPerson | undefined> {
  const name = sql.raw(language === 'ar' ? 'name_ar' : 'name_en');
  const [settings] = await selectRows<{
    at_family_home: boolean;
    at_own_place: boolean;
    own_place_area_id: number | null;
    own_place_area_name: string | null;
    own_place_street: string;
    own_place_building: string;
    own_place_notes: string;
    travel_buffer_minutes: number;
  }>(
    db,
    sql`select ip.at_family_home, ip.at_own_place, ip.own_place_area_id,
        a.${name} as own_place_area_name, ip.own_place_street, ip.own_place_building,
        ip.own_place_notes, ip.travel_buffer_minutes
      from tutor_in_person ip left join areas a on a.id = ip.own_place_area_id
      where ip.tutor_id = ${tutorId}::uuid`,
  );
  if (!settings) return undefined;
  const areas = await selectRows<Area>(
    db,
    sql`select a.id, a.${name} as name
      from tutor_in_person_areas ia
      join areas a on a.id = ia.area_id
      left join areas city on city.id = a.parent_id
      where ia.tutor_id = ${tutorId}::uuid
      order by coalesce(city.sort_order, a.sort_order), coalesce(city.id, a.id),
        a.parent_id nulls first, a.sort_order, a.id`,
  );
  return {
    atFamilyHome: settings.at_family_home,
    areas,
    atOwnPlace: settings.at_own_place,
    ownPlaceArea:
      settings.own_place_area_id !== null && settings.own_place_area_name !== null
        ? { id: settings.own_place_area_id, name: settings.own_place_area_name }
        : null,
    ownPlaceStreet: settings.own_place_street,
    ownPlaceBuilding: settings.own_place_building,
    ownPlaceNotes: settings.own_place_notes,
    travelBufferMinutes: settings.travel_buffer_minutes,
  };
}

/**
 * Replaces the tutor's in-person settings and areas, inside the caller's transaction (the
 * hours' save): the search row follows through its triggers in the same transaction.
 */
export async function replaceInPerson(db: DbExecutor, tutorId: string, settings: InPersonWrite) {
  const { areaIds, ...row } = settings;
  const values = { ...row, updatedAt: new Date() };
  await db
    .insert(tutorInPerson)
    .values({ tutorId, ...values })
    .onConflictDoUpdate({ target: tutorInPerson.tutorId, set: values });
  await db.delete(tutorInPersonAreas).where(eq(tutorInPersonAreas.tutorId, tutorId));
  if (areaIds.length > 0) {
    await db
      .insert(tutorInPersonAreas)
      .values([...new Set(areaIds)].map((areaId) => ({ tutorId, areaId })));
  }
}
