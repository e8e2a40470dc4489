import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type DoubleRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
};

type Route = (request: DoubleRequest) => { status?: number; json: unknown };

/**
 * A provider's API on 127.0.0.1 for the tests: each route answers what the real one would
 * (shapes from the provider's documentation), every request is kept, and `failNext` makes the
 * next calls answer 500 as a provider having a bad moment does.
 */
export async function providerDouble(routes: Record<string, Route>) {
  const requests: DoubleRequest[] = [];
  let failures = 0;
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? 'GET',
        path: (incoming.url ?? '/').split('?')[0] ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const route = routes[`${request.method} ${request.path}`];
      const answer =
        failures > 0
          ? ((failures -= 1), { status: 500, json: { error: { message: 'try again later' } } })
          : route
            ? route(request)
            : { status: 404, json: { error: { message: 'no such route' } } };
      outgoing.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count: number) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
