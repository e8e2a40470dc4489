import {
  catalogIdParamSchema,
  educationLevelSchema,
  educationSystemsAnswerSchema,
  gradeSchema,
  gradeSubjectsAnswerSchema,
  subjectSchema,
} from '@nibras/contracts/catalog';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { ErrorCode } from '@nibras/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../plugins/envelope';
import { createCatalogReader, type CachedAnswer } from './catalog.service';

/** Browsers and proxies may keep an answer five minutes, then revalidate it with its ETag. */
const cacheControl = 'public, max-age=300';

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

/** Sends a cached answer, or 304 Not Modified when the client already holds this version. */
function sendCached<T>(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer<T>) {
  reply
    .header('etag', answer.etag)
    .header('cache-control', cacheControl)
    // Names are in the request's language: a cache must keep one copy per language.
    .header('vary', 'accept-language');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  return ok(answer.data);
}

function found<T>(answer: T | undefined, code: ErrorCode): T {
  if (answer === undefined) throw new AppError(404, code);
  return answer;
}

const idParams = z.object({ id: catalogIdParamSchema });
const tags = ['catalog'];

/** The education catalog of SPEC.md section 7, public and in the request's language. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = createCatalogReader(app.db);

  app.get(
    '/education/systems',
    { schema: { tags, response: { 200: envelopeSchema(educationSystemsAnswerSchema) } } },
    async (request, reply) => {
      const catalog = await reader.catalogIn(request.language);
      return sendCached(request, reply, catalog.systems);
    },
  );

  app.get(
    '/education/systems/:id/levels',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: envelopeSchema(z.array(educationLevelSchema)) },
      },
    },
    async (request, reply) => {
      const catalog = await reader.catalogIn(request.language);
      const answer = found(
        catalog.levelsOfSystem.get(request.params.id),
        'education_system_not_found',
      );
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/education/levels/:id/grades',
    {
      schema: { tags, params: idParams, response: { 200: envelopeSchema(z.array(gradeSchema)) } },
    },
    async (request, reply) => {
      const catalog = await reader.catalogIn(request.language);
      const answer = found(
        catalog.gradesOfLevel.get(request.params.id),
        'education_level_not_found',
      );
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/education/grades/:id/subjects',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: envelopeSchema(gradeSubjectsAnswerSchema) },
      },
    },
    async (request, reply) => {
      const catalog = await reader.catalogIn(request.language);
      const answer = found(catalog.subjectsOfGrade.get(request.params.id), 'grade_not_found');
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/subjects',
    { schema: { tags, response: { 200: envelopeSchema(z.array(subjectSchema)) } } },
    async (request, reply) => {
      const catalog = await reader.catalogIn(request.language);
      return sendCached(request, reply, catalog.subjects);
    },
  );
};
