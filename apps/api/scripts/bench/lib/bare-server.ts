/**
 * The ceiling the API is measured against: a bare Fastify 5 server with nothing registered,
 * answering GET /api/v1/subjects with the same envelope, bytes for bytes, that the API sends.
 * Started by the request benchmark as a process of its own (BARE_BODY, PORT).
 */
import Fastify from 'fastify';

const body: unknown = JSON.parse(process.env.BARE_BODY ?? '{}');
const app = Fastify();
app.get('/api/v1/subjects', async () => body);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
