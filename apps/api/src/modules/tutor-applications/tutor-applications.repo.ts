import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client';
import {
  tutorApplicationDocuments,
  tutorApplicationEvents,
  tutorApplications,
  tutorProfiles,
  users,
} from '../../db/schema/index';

export type ApplicationRow = typeof tutorApplications.$inferSelect;
export type DocumentRow = typeof tutorApplicationDocuments.$inferSelect;

/**
 * The tutor's application, made as a draft on first read for a tutor who has none (signup
 * makes one; tutors made before it or by hand may not have it). `lock` holds the row.
 */
export async function applicationOf(
  db: DbExecutor,
  tutorId: string,
  options: { lock?: boolean; at: Date },
): Promise<ApplicationRow> {
  await db
    .insert(tutorApplications)
    .values({ tutorId, updatedAt: options.at })
    .onConflictDoNothing({ target: tutorApplications.tutorId });
  const query = db.select().from(tutorApplications).where(eq(tutorApplications.tutorId, tutorId));
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw new Error(`the application of ${tutorId} vanished`);
  return row;
}

/** `lock` holds the row: one decision at a time. */
export async function findApplication(
  db: DbExecutor,
  tutorId: string,
  options: { lock?: boolean } = {},
) {
  const query = db.select().from(tutorApplications).where(eq(tutorApplications.tutorId, tutorId));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function updateApplication(
  db: DbExecutor,
  tutorId: string,
  change: Partial<Omit<ApplicationRow, 'tutorId'>>,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(tutorApplications)
    .set(change)
    .where(eq(tutorApplications.tutorId, tutorId))
    .returning();
  if (!row) throw new Error(`the application of ${tutorId} vanished`);
  return row;
}

export function documentsOf(db: DbExecutor, tutorId: string) {
  return db
    .select()
    .from(tutorApplicationDocuments)
    .where(eq(tutorApplicationDocuments.tutorId, tutorId))
    .orderBy(asc(tutorApplicationDocuments.uploadedAt), asc(tutorApplicationDocuments.id));
}

export async function findDocument(db: DbExecutor, tutorId: string, id: string) {
  const [row] = await db
    .select()
    .from(tutorApplicationDocuments)
    .where(
      and(eq(tutorApplicationDocuments.id, id), eq(tutorApplicationDocuments.tutorId, tutorId)),
    );
  return row;
}

export async function insertDocument(
  db: DbExecutor,
  document: typeof tutorApplicationDocuments.$inferInsert,
) {
  const [row] = await db.insert(tutorApplicationDocuments).values(document).returning();
  if (!row) throw new Error('the document was not inserted');
  return row;
}

export async function deleteDocument(db: DbExecutor, tutorId: string, id: string) {
  const [row] = await db
    .delete(tutorApplicationDocuments)
    .where(
      and(eq(tutorApplicationDocuments.id, id), eq(tutorApplicationDocuments.tutorId, tutorId)),
    )
    .returning();
  return row;
}

export async function insertEvent(
  db: DbExecutor,
  event: typeof tutorApplicationEvents.$inferInsert,
): Promise<void> {
  await db.insert(tutorApplicationEvents).values(event);
}

const actors = alias(users, 'actors');

/** The application's history in the order it happened, with the deciding operator's name. */
export function eventsOf(db: DbExecutor, tutorId: string) {
  return db
    .select({
      status: tutorApplicationEvents.status,
      reason: tutorApplicationEvents.reason,
      createdAt: tutorApplicationEvents.createdAt,
      actorName: actors.fullName,
    })
    .from(tutorApplicationEvents)
    .leftJoin(actors, eq(actors.id, tutorApplicationEvents.actorId))
    .where(eq(tutorApplicationEvents.tutorId, tutorId))
    .orderBy(asc(tutorApplicationEvents.createdAt), asc(tutorApplicationEvents.id));
}

/** The tutor as the reviewer and the emails see them. */
export async function tutorOf(db: DbExecutor, tutorId: string) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      preferredLanguage: users.preferredLanguage,
      avatarPath: users.avatarPath,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
      headline: tutorProfiles.headline,
      bio: tutorProfiles.briefBio,
      educationalBackground: tutorProfiles.educationalBackground,
      yearsOfExperience: tutorProfiles.yearsOfExperience,
      languagesSpoken: tutorProfiles.languagesSpoken,
    })
    .from(users)
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .where(and(eq(users.id, tutorId), eq(users.userType, 'Tutor')));
  return row;
}

export type ApplicationListFilter = {
  status?: ApplicationRow['status'];
  search?: string;
  sort: 'submitted' | 'updated';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** Escapes LIKE's wildcards, so a search for "50%" looks for those characters. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of applications for the console, and how many match in all. */
export async function listApplications(db: DbExecutor, filter: ApplicationListFilter) {
  const conditions: SQL[] = [eq(users.userType, 'Tutor'), sql`${users.deletedAt} is null`];
  if (filter.status) conditions.push(eq(tutorApplications.status, filter.status));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern)) as SQL);
  }
  const where = and(...conditions);
  const column =
    filter.sort === 'submitted' ? tutorApplications.submittedAt : tutorApplications.updatedAt;
  const direction = filter.order === 'asc' ? asc : desc;
  const documentCount = db
    .select({ tutorId: tutorApplicationDocuments.tutorId, n: count().as('n') })
    .from(tutorApplicationDocuments)
    .groupBy(tutorApplicationDocuments.tutorId)
    .as('document_counts');
  const rows = await db
    .select({
      tutorId: tutorApplications.tutorId,
      fullName: users.fullName,
      email: users.email,
      status: tutorApplications.status,
      submittedAt: tutorApplications.submittedAt,
      updatedAt: tutorApplications.updatedAt,
      documentCount: sql<number>`coalesce(${documentCount.n}, 0)::int`,
    })
    .from(tutorApplications)
    .innerJoin(users, eq(users.id, tutorApplications.tutorId))
    .leftJoin(documentCount, eq(documentCount.tutorId, tutorApplications.tutorId))
    .where(where)
    .orderBy(
      filter.order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
      direction(tutorApplications.tutorId),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tutorApplications)
    .innerJoin(users, eq(users.id, tutorApplications.tutorId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}
