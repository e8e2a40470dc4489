import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
