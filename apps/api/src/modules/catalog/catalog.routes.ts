import {
  catalogIdParamSchema,
  educationLevelSchema,
  educationSystemsAnswerSchema,
  gradeSchema,
  gradeSubjectsAnswerSchema,
  gradeTreeSchema,
  subjectSchema,
} from '@nibras/contracts/catalog';
import { envelopeSchema } from '@nibras/contracts/envelope';
import type { ErrorCode } from '@nibras/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/envelope';
import { cachedAnswers } from '../../plugins/cached-answer';
import { createCatalogReader } from './catalog.service';

function found<T>(answer: T | undefined, code: ErrorCode): T {
  if (answer === undefined) throw new AppError(404, code);
  return answer;
}

const idParams = z.object({ id: catalogIdParamSchema });
const tags = ['catalog'];
/** Reference data: browsers and proxies may keep an answer five minutes, then revalidate it. */
const maxAgeSeconds = 300;

const systemsAnswer = envelopeSchema(educationSystemsAnswerSchema);
const levelsAnswer = envelopeSchema(z.array(educationLevelSchema));
const gradesAnswer = envelopeSchema(z.array(gradeSchema));
const gradeSubjectsAnswer = envelopeSchema(gradeSubjectsAnswerSchema);
const subjectsAnswer = envelopeSchema(z.array(subjectSchema));
const gradeTreeAnswer = envelopeSchema(gradeTreeSchema);

/** The education catalog of docs/shared/SPEC.md section 7, public and in the request's language. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = createCatalogReader(app.db);
  const send = {
    systems: cachedAnswers(systemsAnswer, { maxAgeSeconds }),
    levels: cachedAnswers(levelsAnswer, { maxAgeSeconds }),
    grades: cachedAnswers(gradesAnswer, { maxAgeSeconds }),
    gradeSubjects: cachedAnswers(gradeSubjectsAnswer, { maxAgeSeconds }),
    subjects: cachedAnswers(subjectsAnswer, { maxAgeSeconds }),
    gradeTree: cachedAnswers(gradeTreeAnswer, { maxAgeSeconds }),
  };

  app.get(
    '/education/systems',
    { schema: { tags, response: { 200: systemsAnswer } } },
    async (request, reply) => {
      const catalog = await reader.catalogIn(request.language);
      return send.systems(request, reply, catalog.systems);
    },
  );

  app.get(
    '/education/grades',
    {
      schema: {
        tags,
        summary: 'Every grade, under its level under its system (one choice of a grade)',
        response: { 200: gradeTreeAnswer },
      },
    },
    async (request, reply) => {
      const catalog = await reader.catalogIn(request.language);
      return send.gradeTree(request, reply, catalog.gradeTree);
    },
  );

  app.get(
    '/education/systems/:id/levels',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: levelsAnswer },
      },
    },
    async (request, reply) => {
      const catalog = await reader.catalogIn(request.language);
      const answer = found(
        catalog.levelsOfSystem.get(request.params.id),
        'education_system_not_found',
      );
      return send.levels(request, reply, answer);
    },
  );

  app.get(
    '/education/levels/:id/grades',
    {
      schema: { tags, params: idParams, response: { 200: gradesAnswer } },
    },
    async (request, reply) => {
      const catalog = await reader.catalogIn(request.language);
      const answer = found(
        catalog.gradesOfLevel.get(request.params.id),
        'education_level_not_found',
      );
      return send.grades(request, reply, answer);
    },
  );

  app.get(
    '/education/grades/:id/subjects',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: gradeSubjectsAnswer },
      },
    },
    async (request, reply) => {
      const catalog = await reader.catalogIn(request.language);
      const answer = found(catalog.subjectsOfGrade.get(request.params.id), 'grade_not_found');
      return send.gradeSubjects(request, reply, answer);
    },
  );

  app.get(
    '/subjects',
    { schema: { tags, response: { 200: subjectsAnswer } } },
    async (request, reply) => {
      const catalog = await reader.catalogIn(request.language);
      return send.subjects(request, reply, catalog.subjects);
    },
  );
};
