import type { VisitKind } from '@nibras/contracts/in-person';
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  areas,
  bookingAddresses,
  bookingVisits,
  childProfiles,
  familyAddresses,
  tutorInPerson,
  tutorInPersonAreas,
} from '../../db/schema/index';

/** Lessons in person (issue 32, decision 0030): the queries booking an address needs. */

/** How the tutor teaches in person, with their own place's private address; none online only. */
export async function tutorInPersonOf(db: DbExecutor, tutorId: string) {
  const [row] = await db.select().from(tutorInPerson).where(eq(tutorInPerson.tutorId, tutorId));
  return row;
}

/** One area of the catalog, with its city's id (its own for a city). */
export async function findArea(db: DbExecutor, areaId: number) {
  const [area] = await db
    .select({ id: areas.id, cityId: sql<number>`coalesce(${areas.parentId}, ${areas.id})` })
    .from(areas)
    .where(eq(areas.id, areaId));
  return area;
}

/** Whether the tutor goes to families in this area: chosen directly, or through its city. */
export async function tutorGoesTo(
  db: DbExecutor,
  tutorId: string,
  area: { id: number; cityId: number },
) {
  const [row] = await db
    .select({ areaId: tutorInPersonAreas.areaId })
    .from(tutorInPersonAreas)
    .where(
      and(
        eq(tutorInPersonAreas.tutorId, tutorId),
        or(eq(tutorInPersonAreas.areaId, area.id), eq(tutorInPersonAreas.areaId, area.cityId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertBookingAddress(
  db: DbExecutor,
  address: typeof bookingAddresses.$inferInsert,
) {
  await db.insert(bookingAddresses).values(address);
}

/** A moved lesson keeps its place: the new booking gets the old one's copy of the address. */
export async function copyBookingAddress(db: DbExecutor, fromId: string, toId: string) {
  await db.execute(sql`
    insert into ${bookingAddresses} (booking_id, place, area_id, street, building, notes)
    select ${toId}, place, area_id, street, building, notes
    from ${bookingAddresses} where booking_id = ${fromId}
  `);
}

/**
 * Records what the tutor said on the day, once: saying it again keeps the first. Answers
 * whether this call recorded it.
 */
export async function insertVisit(
  db: DbExecutor,
  visit: { bookingId: string; userId: string; kind: VisitKind; at: Date },
) {
  const rows = await db
    .insert(bookingVisits)
    .values(visit)
    .onConflictDoNothing({ target: [bookingVisits.bookingId, bookingVisits.kind] })
    .returning({ id: bookingVisits.id });
  return rows.length > 0;
}

/** A family's address book (`family_addresses`): the queries booking and the family share. */

export async function countAddresses(db: DbExecutor, ownerId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(familyAddresses)
    .where(eq(familyAddresses.ownerId, ownerId));
  return row?.count ?? 0;
}

/** The parent of a student account that is a child of a family, if it is one. */
export async function parentOfStudent(db: DbExecutor, studentId: string) {
  const [row] = await db
    .select({ parentId: childProfiles.parentId })
    .from(childProfiles)
    .where(and(eq(childProfiles.userId, studentId), isNull(childProfiles.removedAt)));
  return row?.parentId;
}

type AddressValues = { areaId: number; street: string; building: string; notes: string };

/** Adds an address; the same place already kept answers its id instead of a second row. */
export async function insertAddress(
  db: DbExecutor,
  ownerId: string,
  values: AddressValues,
  at: Date,
) {
  const [row] = await db
    .insert(familyAddresses)
    .values({ ownerId, ...values, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [
        familyAddresses.ownerId,
        familyAddresses.areaId,
        familyAddresses.street,
        familyAddresses.building,
      ],
      set: { notes: values.notes, updatedAt: at },
    })
    .returning({ id: familyAddresses.id });
  if (!row) throw new Error('the address was not inserted');
  return row.id;
}
