import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';

/** An answer that took this long is logged as a warning, so LOG_LEVEL=warn still shows it. */
export const slowRequestMs = 1000;

/**
 * One log line per request, written when its answer has gone: method, path (the `req`
 * serializer in app.ts drops the query string), client address, status and time. Fastify's
 * default is two lines at info ("incoming request", then "request completed"), which doubled a
 * busy server's log. At LOG_LEVEL=warn only slow requests and errors are written. Rotation is
 * left to whatever collects the process's output (README, "Logs").
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs = slowRequestMs) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const line = { req: request, res: reply, responseTime };
    // A level that is off is a no-op function in pino: nothing is serialized or written.
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (responseTime >= this.slowMs) reply.log.warn(line, 'slow request');
    else reply.log.info(line, 'request');
  }
}

/**
 * Where a production server writes its log: standard output through a buffer, written when it
 * holds 4 kB or once a second, and on exit (pino flushes it then, a crash included). Writing each
 * request's line at once was a system call per request: about a quarter of the server's CPU for
 * GET /subjects (issue 36). The price: a line reaches the log up to a second late.
 */
export function productionLogDestination() {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
}
