import autocannon from 'autocannon';

/** What a browser sends with every API call. */
export const browserHeaders = {
  'accept-language': 'en',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

export type LoadRequest = {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type LoadOptions = {
  url: string;
  connections: number;
  /** Seconds to run, or… */
  seconds?: number;
  /** …the number of requests to send. */
  amount?: number;
  /** Each request is made anew by this function (a fresh address, the next free slot). */
  next: () => LoadRequest;
};

export type LoadFigures = {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  errors: number;
};

let counter = 0;
/**
 * A different client address per request, as many visitors would have, so that the per-address
 * rate limits (which a bench from one machine would otherwise hit) do not answer instead of the
 * route. The server trusts X-Forwarded-For from 127.0.0.1 (TRUST_PROXY).
 */
export function visitorAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Runs autocannon and keeps the figures the bench reports. */
export async function load(options: LoadOptions): Promise<LoadFigures> {
  const first = options.next();
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 8 }),
    requests: [
      {
        method: first.method ?? 'GET',
        path: first.path,
        setupRequest: (request) => {
          const next = options.next();
          return {
            ...request,
            method: next.method ?? 'GET',
            path: next.path,
            headers: { ...browserHeaders, ...next.headers },
            ...(next.body !== undefined ? { body: next.body } : {}),
          };
        },
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = count ?? 0;
  }
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors,
  };
}
