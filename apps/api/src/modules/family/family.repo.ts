import type { Child } from '@nibras/contracts/booking';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { childProfiles } from '../../db/schema/index';

/** A parent's children, in the order they were added. */
export function childrenOf(db: Database, parentId: string): Promise<Child[]> {
  return db
    .select({ id: childProfiles.id, fullName: childProfiles.name, gradeId: childProfiles.gradeId })
    .from(childProfiles)
    .where(eq(childProfiles.parentId, parentId))
    .orderBy(asc(childProfiles.createdAt), asc(childProfiles.name));
}
