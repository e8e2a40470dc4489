import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { childProfiles, childSubjects, users } from '../../db/schema/index';
import { demoAccountLearners, demoChildNames, demoPassword } from '../auth/demo-accounts';
import { demoGrade } from '../auth/demo-accounts.seed';
import { findUserByEmail } from '../auth/auth.repo';
import { hashPassword } from '../auth/passwords';

export const demoChildEmail = 'child@nibras.test';

/**
 * The demo parent's family, after the demo accounts and tutors: a second child with a login of
 * their own (child@nibras.test); the first child's past lessons, with their notes, are the demo
 * tutors' (tutors.seed.ts), so the parent dashboard has two children and a progress view. Idempotent.
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
  if (await findUserByEmail(db, demoChildEmail)) return;
  const grade = await demoGrade(db, demoAccountLearners.secondChild);
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
        addressAs: 'masculine',
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
        age: demoAccountLearners.secondChild.age,
        gradeId: grade?.gradeId ?? first.gradeId,
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
