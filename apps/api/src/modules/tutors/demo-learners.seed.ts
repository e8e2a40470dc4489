import { and, eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import { childProfiles, childSubjects, users } from '../../db/schema/index';
import { insertParentWithChild, insertStudentProfile } from '../auth/auth.repo';
import { demoGrade } from '../auth/demo-accounts.seed';
import { demoFamilies, type DemoFamily, type DemoLearner } from './demo-learners';

export type SeededLearner = {
  authorId: string;
  learner: { studentId: string } | { childId: string; parentId: string };
};

const learningGoals = 'Steady progress and confidence before exams';
const schoolName = 'Nibras School';

async function addChild(db: DbExecutor, parentId: string, child: DemoLearner, first: boolean) {
  const grade = await demoGrade(db, child);
  if (!grade) return;
  const profile = {
    parentId,
    name: child.name,
    age: child.age,
    gradeId: grade.gradeId,
    preferredLanguage: 'ar',
    schoolName,
    learningGoals,
    preferredLearningTime: 'afternoon' as const,
  };
  if (first) {
    await insertParentWithChild(db, { ...profile, subjectIds: grade.subjectIds });
    return;
  }
  const [row] = await db.insert(childProfiles).values(profile).returning({ id: childProfiles.id });
  if (row && grade.subjectIds.length) {
    await db
      .insert(childSubjects)
      .values(grade.subjectIds.map((subjectId) => ({ childId: row.id, subjectId })));
  }
}

async function createFamily(db: Database, family: DemoFamily, passwordHash: string) {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: family.email,
        fullName: family.fullName,
        phoneNumber: '+971500000000',
        userType: family.userType,
        passwordHash,
        emailConfirmedAt: new Date(),
        preferredLanguage: family.language,
        timeZone: family.timeZone,
        addressAs: family.addressAs,
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`the demo family ${family.email} was not inserted`);
    if (family.userType === 'Student') {
      const [self] = family.learners;
      const grade = self && (await demoGrade(tx, self));
      if (!self || !grade) return;
      await insertStudentProfile(tx, {
        userId: user.id,
        age: self.age,
        gradeId: grade.gradeId,
        preferredLearningTime: 'evening',
        subjectIds: grade.subjectIds,
        learningGoals,
        schoolName,
      });
      return;
    }
    for (const [index, child] of family.learners.entries()) {
      await addChild(tx, user.id, child, index === 0);
    }
  });
}

/**
 * The demo families who booked and reviewed the demo tutors, made when missing; answers each
 * learner's key with who wrote their reviews and who the bookings are for.
 */
export async function seedDemoLearners(
  db: Database,
  passwordHash: () => Promise<string>,
): Promise<Map<string, SeededLearner>> {
  const seeded = new Map<string, SeededLearner>();
  for (const family of demoFamilies) {
    let [user] = await db.select().from(users).where(eq(users.email, family.email));
    if (!user && !family.existing) {
      await createFamily(db, family, await passwordHash());
      [user] = await db.select().from(users).where(eq(users.email, family.email));
    }
    if (!user) continue;
    for (const learner of family.learners) {
      if (family.userType === 'Student') {
        seeded.set(learner.key, { authorId: user.id, learner: { studentId: user.id } });
        continue;
      }
      const [child] = await db
        .select({ id: childProfiles.id })
        .from(childProfiles)
        .where(and(eq(childProfiles.parentId, user.id), eq(childProfiles.name, learner.name)));
      if (child) {
        seeded.set(learner.key, {
          authorId: user.id,
          learner: { childId: child.id, parentId: user.id },
        });
      }
    }
  }
  return seeded;
}
