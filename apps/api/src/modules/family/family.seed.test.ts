import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { demoPassword } from '../auth/demo-accounts';
import { loginRequest } from '../auth/test-helpers';
import { demoChildEmail, seedDemoFamily } from './family.seed';

describe('the demo family', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function logIn(email: string) {
    const response = await loginRequest(app, email, demoPassword);
    expect(response.statusCode, response.body).toBe(200);
    return { authorization: `Bearer ${response.json().data.jwtResult.accessToken}` };
  }
  const get = (url: string, caller: { authorization: string }) =>
    app.inject({ url: `/api/v1${url}`, headers: caller });

  it('gives the demo parent two children, the second with a login of their own', async () => {
    await seedDemoFamily(app.db, app.config);
    const parent = await logIn('parent@nibras.test');
    const children = (await get('/parent/children', parent)).json().data;
    expect(children.map((child: { name: string }) => child.name)).toEqual([
      'Lina Al-Mansouri',
      'Adam Al-Mansouri',
    ]);
    expect(children[1].login).toEqual({
      email: demoChildEmail,
      kind: 'made_by_parent',
      confirmed: true,
    });
    const progress = (
      await get(`/parent/children/${children[0].id}/progress?months=12`, parent)
    ).json().data;
    expect(progress.attendance.completed).toBeGreaterThan(0);
    expect(progress.notes.length).toBeGreaterThan(0);

    const child = await logIn(demoChildEmail);
    const learning = (await get('/student/learning', child)).json().data;
    expect(learning.parent).toEqual({ fullName: 'خالد المنصوري' });
  });
});
