import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { bookings, childProfiles, childSubjects, users } from '../../db/schema/index';
import { demoChildNames, demoPassword } from '../auth/demo-accounts';
import { findUserByEmail } from '../auth/auth.repo';
import { hashPassword } from '../auth/passwords';

export const demoChildEmail = 'child@nibras.test';

/**
 * The demo parent's family, after the demo accounts and tutors: a second child with a login of
 * their own (child@nibras.test), and tutors' notes on the first child's past bookings, so the
 * parent dashboard has two children and a progress view to show. Idempotent.
 */
export async function seedDemoFamily(db: Database, config: AppConfig): Promise<void> {
  if (!config.devTools) return;
  const parent = await findUserByEmail(db, 'parent@nibras.test');
  if (!parent) return;
  const [first] = await db
    .select()
    .from(childProfiles)
    .where(and(eq(childProfiles.parentId, parent.id), isNull(childProfiles.removedAt)))
    .orderBy(asc(childProfiles.createdAt))
    .limit(1);
  if (!first) return;
  await db
    .update(bookings)
    .set({
      notes: 'Worked through fractions step by step; much more confident by the end.',
      homework: 'Exercises 1 to 6 on page 24.',
      notesUpdatedAt: new Date(),
    })
    .where(
      and(eq(bookings.childId, first.id), eq(bookings.status, 'completed'), isNull(bookings.notes)),
    );
  if (await findUserByEmail(db, demoChildEmail)) return;
  const subjects = await db
    .select({ subjectId: childSubjects.subjectId })
    .from(childSubjects)
    .where(eq(childSubjects.childId, first.id));
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const [login] = await tx
      .insert(users)
      .values({
        email: demoChildEmail,
        fullName: demoChildNames.second,
        phoneNumber: parent.phoneNumber,
        userType: 'Student',
        passwordHash,
        preferredLanguage: 'en',
        timeZone: parent.timeZone,
        emailConfirmedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!login) throw new Error('the demo child login was not inserted');
    const [child] = await tx
      .insert(childProfiles)
      .values({
        parentId: parent.id,
        userId: login.id,
        name: demoChildNames.second,
        age: 8,
        gradeId: first.gradeId,
        preferredLanguage: 'en',
        schoolName: first.schoolName,
        learningGoals: 'Enjoy reading and basic coding',
        preferredLearningTime: 'afternoon',
      })
      .returning({ id: childProfiles.id });
    if (!child) throw new Error('the demo child was not inserted');
    if (subjects.length > 0) {
      await tx.insert(childSubjects).values(subjects.map((row) => ({ ...row, childId: child.id })));
    }
  });
}
