import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  educationLevels,
  educationSystems,
  gradeSubjects,
  grades,
  subjects,
} from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { systemSeeds } from './catalog-data';
import { seedCatalog } from './catalog.seed';
import { subjectSeeds } from './catalog-subjects-data';

describe('catalog seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const snapshot = async () => ({
    systems: await app.db.select().from(educationSystems).orderBy(asc(educationSystems.id)),
    levels: await app.db.select().from(educationLevels).orderBy(asc(educationLevels.id)),
    grades: await app.db.select().from(grades).orderBy(asc(grades.id)),
    subjects: await app.db.select().from(subjects).orderBy(asc(subjects.id)),
    links: await app.db
      .select()
      .from(gradeSubjects)
      .orderBy(asc(gradeSubjects.gradeId), asc(gradeSubjects.subjectId)),
  });

  it('writes every system, level, grade and subject of the data files at start', async () => {
    const rows = await snapshot();
    expect(rows.systems).toHaveLength(systemSeeds.length);
    expect(rows.levels).toHaveLength(systemSeeds.flatMap((system) => system.levels).length);
    expect(rows.grades).toHaveLength(
      systemSeeds.flatMap((system) => system.levels.flatMap((level) => level.grades)).length,
    );
    expect(rows.subjects).toHaveLength(subjectSeeds.length);
    // Every grade teaches something, so no cascade in a form ends in an empty list.
    const taught = new Set(rows.links.map((link) => link.gradeId));
    expect(rows.grades.filter((grade) => !taught.has(grade.id))).toEqual([]);
  });

  it('changes nothing when applied again', async () => {
    const before = await snapshot();
    await seedCatalog(app.db);
    expect(await snapshot()).toEqual(before);
  });

  it('brings names and grade subjects back in line with the data files, keeping ids', async () => {
    const [math] = await app.db.select().from(subjects).where(eq(subjects.slug, 'math'));
    const [french] = await app.db.select().from(subjects).where(eq(subjects.slug, 'french'));
    const [firstGrade] = await app.db.select().from(grades).orderBy(asc(grades.id)).limit(1);
    if (!math || !french || !firstGrade) throw new Error('catalog not seeded');
    const before = await snapshot();

    await app.db.update(subjects).set({ nameAr: 'اسم قديم' }).where(eq(subjects.id, math.id));
    await app.db
      .delete(gradeSubjects)
      .where(and(eq(gradeSubjects.gradeId, firstGrade.id), eq(gradeSubjects.subjectId, math.id)));
    // Kindergarten does not teach French: a link the data files do not have.
    await app.db.insert(gradeSubjects).values({ gradeId: firstGrade.id, subjectId: french.id });

    await seedCatalog(app.db);
    expect(await snapshot()).toEqual(before);
  });
});
