import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { waitFor } from '../../test/wait-for';
import type * as repo from './tutor-subjects.repo';
import { tutorSubjectsClient } from './tutor-subjects.test-client';

/** Lets a test hold a save between writing its row and reading it back. */
const pause = vi.hoisted(() => {
  // The API's test files share their worker's modules (vitest.config.ts): an earlier file may
  // have loaded the real repository, which the mock below would then never replace.
  vi.resetModules();
  return { beforeRead: async () => {} };
});
vi.mock('./tutor-subjects.repo', async (importOriginal) => {
  const actual = await importOriginal<typeof repo>();
  return {
    ...actual,
    listTutorSubjects: async (...args: Parameters<typeof actual.listTutorSubjects>) => {
      await pause.beforeRead();
      return actual.listTutorSubjects(...args);
    },
  };
});

/** Two saves of a new subject that overlap (on PostgreSQL too: set TEST_DATABASE_URL). */
describe('saving one price from two requests at once', () => {
  let app: FastifyInstance;
  let client: Awaited<ReturnType<typeof tutorSubjectsClient>>;
  beforeAll(async () => {
    app = await buildTestApp();
    client = await tutorSubjectsClient(app);
  });
  afterAll(() => app.close());

  it('answers "added" (201) to the one that created the row and "updated" to the other', async () => {
    const tutor = await client.newTutor();
    const price = { subjectId: client.subjectIds.physics, onlinePrice: '20', offlinePrice: '25' };
    // The first save has written its row; before it reads it back, the second saves too.
    let reads = 0;
    let release!: () => void;
    const secondDone = new Promise<void>((resolve) => (release = resolve));
    pause.beforeRead = async () => {
      reads += 1;
      if (reads === 1) await secondDone;
    };
    const first = client.savePrice(tutor, price);
    await waitFor(() => reads === 1, { what: 'the first save to write its row' });
    const second = await client.savePrice(tutor, { ...price, onlinePrice: '21' });
    release();
    pause.beforeRead = async () => {};

    expect((await first).statusCode).toBe(201);
    expect((await first).json().message).toBe('Subject added');
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe('Prices updated');
  });
});
