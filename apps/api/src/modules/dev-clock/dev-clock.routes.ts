import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShiftedClock } from '../../plugins/clock';
import { ok } from '../../plugins/envelope';

const minuteMs = 60_000;
/** A year either way is more than any booking's life needs. */
const maxOffsetMinutes = 366 * 24 * 60;

const clockAnswerSchema = z.object({ offsetMinutes: z.number(), now: z.iso.datetime() });

/**
 * Development only, and only on the shiftable clock: moves the server's time so an end-to-end
 * test can step into a booking's join window or past its end without waiting for it.
 */
export const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clock } = app;
  if (!(clock instanceof ShiftedClock)) return;
  const answer = () =>
    ok({ offsetMinutes: clock.offsetMs / minuteMs, now: clock.now().toISOString() });

  app.get(
    '/api/dev/clock',
    { schema: { tags: ['development'], response: { 200: envelopeSchema(clockAnswerSchema) } } },
    async () => answer(),
  );

  app.put(
    '/api/dev/clock',
    {
      schema: {
        tags: ['development'],
        body: z.object({
          offsetMinutes: z
            .number({ error: 'validation.selectionInvalid' })
            .int('validation.selectionInvalid')
            .min(-maxOffsetMinutes, 'validation.selectionInvalid')
            .max(maxOffsetMinutes, 'validation.selectionInvalid'),
        }),
        response: { 200: envelopeSchema(clockAnswerSchema) },
      },
    },
    async (request) => {
      clock.offsetMs = request.body.offsetMinutes * minuteMs;
      return answer();
    },
  );
};
