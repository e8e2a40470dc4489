import { envelopeSchema } from '@nibras/contracts/envelope';
import { cityAreaSchema } from '@nibras/contracts/in-person';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedAnswers } from '../../plugins/cached-answer';
import { createAreasReader } from './areas.service';

const tags = ['areas'];
/** Reference data: browsers and proxies may keep an answer five minutes, then revalidate it. */
const maxAgeSeconds = 300;
const citiesAnswer = envelopeSchema(z.array(cityAreaSchema));

/** The region's cities and districts (issue 32), public and in the request's language. */
export const areasRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = createAreasReader(app.db);
  const send = cachedAnswers(citiesAnswer, { maxAgeSeconds });

  app.get(
    '/areas',
    {
      schema: {
        tags,
        summary: 'The cities where lessons in person happen, each with its districts',
        response: { 200: citiesAnswer },
      },
    },
    async (request, reply) => send(request, reply, await reader.citiesIn(request.language)),
  );
};
