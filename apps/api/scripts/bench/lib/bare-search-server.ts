/**
 * The ceiling the served search bench measures the API against: a bare Fastify 5 server in a
 * process of its own, with nothing registered, on the same database through the same driver
 * (openDatabase: node-postgres' pool), answering GET /api/v1/tutors with the search service
 * itself (findTutors: the same SQL, the same rows, with what search keeps between requests as
 * the API keeps it) and GET /api/v1/subjects with the body the
 * API sends (BARE_BODY). No validation plugin, serializer, compression, limits or logs: what
 * the API spends above this is what its framework costs. Started with DATABASE_URL, PORT.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tutorSearchQuerySchema } from '@nibras/contracts/tutors';
import Fastify from 'fastify';
import { openDatabase } from '../../../src/db/client';
import { createTutorSearchMemory } from '../../../src/modules/tutors/tutor-search.memory';
import { findTutors } from '../../../src/modules/tutors/tutors.service';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: mkdtempSync(path.join(tmpdir(), 'nibras-bare-')),
});
const subjects: unknown = JSON.parse(process.env.BARE_BODY ?? '{}');
const searchMemory = createTutorSearchMemory(database.db);
const app = Fastify();
app.get('/api/v1/subjects', async () => subjects);
app.get('/api/v1/tutors', async (request) => ({
  data: await findTutors(
    database.db,
    tutorSearchQuerySchema.parse(request.query),
    'en',
    new Date(),
    searchMemory,
  ),
}));
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
