import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { areas, tutorInPerson, tutorInPersonAreas, type UserRow } from '../../db/schema/index';
import type { DemoTutor } from './demo-tutor-shape';

/**
 * The demo tutors who teach in person (issue 32), after the areas seed: each tutor's settings
 * and areas, in one transaction, once. A tutor who already has settings keeps them (they may
 * have changed them in the hours editor since). The search row follows through its triggers.
 */
export async function seedDemoInPerson(db: Database, tutors: UserRow[], demos: DemoTutor[]) {
  const teaching = demos.flatMap((demo) => {
    const user = tutors.find((row) => row.email === demo.email);
    return user && demo.inPerson ? [{ tutorId: user.id, inPerson: demo.inPerson }] : [];
  });
  if (teaching.length === 0) return;
  const slugs = teaching.flatMap(({ inPerson }) => [
    ...inPerson.homes,
    ...(inPerson.ownPlace ? [inPerson.ownPlace.area] : []),
  ]);
  const areaRows = await db
    .select({ id: areas.id, slug: areas.slug })
    .from(areas)
    .where(inArray(areas.slug, slugs));
  const idOf = (slug: string) => {
    const id = areaRows.find((row) => row.slug === slug)?.id;
    // Only a typo in the demo data can get here; fail the start rather than seed half of it.
    if (id === undefined) throw new Error(`demo in-person seed: no area "${slug}"`);
    return id;
  };
  await db.transaction(async (tx) => {
    const made = await tx
      .insert(tutorInPerson)
      .values(
        teaching.map(({ tutorId, inPerson }) => ({
          tutorId,
          atFamilyHome: inPerson.homes.length > 0,
          atOwnPlace: inPerson.ownPlace !== undefined,
          ownPlaceAreaId: inPerson.ownPlace ? idOf(inPerson.ownPlace.area) : null,
          ownPlaceStreet: inPerson.ownPlace?.street ?? '',
          ownPlaceBuilding: inPerson.ownPlace?.building ?? '',
          travelBufferMinutes: inPerson.travelBufferMinutes,
        })),
      )
      .onConflictDoNothing()
      .returning({ tutorId: tutorInPerson.tutorId });
    const homes = teaching
      .filter(({ tutorId }) => made.some((row) => row.tutorId === tutorId))
      .flatMap(({ tutorId, inPerson }) =>
        inPerson.homes.map((slug) => ({ tutorId, areaId: idOf(slug) })),
      );
    if (homes.length > 0) await tx.insert(tutorInPersonAreas).values(homes);
  });
}
