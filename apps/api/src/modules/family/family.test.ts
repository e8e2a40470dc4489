import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childProfiles, grades, parentProfiles } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { createUserWithToken } from '../../test/fixtures';

describe('a parent’s children', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const children = (authorization: string) =>
    app.inject({ url: '/api/v1/parent/children', headers: { authorization } });

  async function parentWith(names: string[]) {
    const parent = await createUserWithToken(app, 'Parent');
    await app.db.insert(parentProfiles).values({ userId: parent.user.id });
    const [grade] = await app.db.select({ id: grades.id }).from(grades).limit(1);
    const added = [];
    for (const name of names) {
      const [child] = await app.db
        .insert(childProfiles)
        .values({
          parentId: parent.user.id,
          name,
          age: 9,
          gradeId: grade?.id ?? 0,
          preferredLanguage: 'en',
          schoolName: 'School',
          learningGoals: 'Reading',
          preferredLearningTime: 'weekend',
        })
        .returning();
      added.push({ id: child?.id, fullName: name, gradeId: grade?.id });
    }
    return { parent, added };
  }

  it('lists the caller’s own children, in the order they were added', async () => {
    const { parent, added } = await parentWith(['Omar', 'Lina']);
    await parentWith(['Someone Else']);
    const response = await children(parent.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ succeeded: true, message: null, data: added, error: null });
    const childless = await createUserWithToken(app, 'Parent');
    expect((await children(childless.authorization)).json().data).toEqual([]);
  });

  it('is for parents only', async () => {
    for (const role of ['Student', 'Tutor'] as const) {
      const caller = await createUserWithToken(app, role);
      const response = await children(caller.authorization);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    expect((await children('')).statusCode).toBe(401);
  });
});
