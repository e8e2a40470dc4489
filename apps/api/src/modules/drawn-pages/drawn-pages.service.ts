import { educationSystemSchema, subjectSchema } from '@nibras/contracts/catalog';
import type { KeyedPageRead, PageAnswer, PageRead } from '@nibras/contracts/drawn-pages';
import type { Language } from '@nibras/contracts/i18n/languages';
import {
  tutorProfileSchema,
  tutorSearchAnswerSchema,
  tutorSearchQuerySchema,
} from '@nibras/contracts/tutors';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../plugins/clock';
import { AppError } from '../../plugins/envelope';
import { fastSerializerCompiler } from '../../plugins/response-serializer';
import { createCatalogReader } from '../catalog/catalog.service';
import type { TutorReadLimits } from '../tutors/tutors.limits';
import type { TutorSearchMemory } from '../tutors/tutor-search.memory';
import { findTutors, tutorProfileOf } from '../tutors/tutors.service';

/** The production serializer of a route's data: what the API's JSON answer carries. */
const asSent = (schema: z.ZodType) => {
  const serialize = fastSerializerCompiler({ schema } as Parameters<
    typeof fastSerializerCompiler
  >[0]);
  return (data: unknown): unknown => JSON.parse(serialize(data));
};

/**
 * The answers of the reads a drawn page needs (docs/decisions/0022), in-process from the same
 * services as GET /api/v1/subjects, /education/systems, /tutors and /tutors/:id, shaped as their
 * JSON's `data`, so that the browser's cache holds what it would have fetched. Each read of a
 * tutor counts against its route's per-address limit. Throws what those services throw (a 404
 * for an unknown tutor, the database's errors), a 400 for a search the route would refuse, and
 * the route's 429.
 */
export function createPageReader(
  db: Database,
  limits: TutorReadLimits,
  clock: Clock,
  searchMemory: TutorSearchMemory,
) {
  const catalog = createCatalogReader(db);
  const sent = {
    subjects: asSent(z.array(subjectSchema)),
    systems: asSent(z.array(educationSystemSchema)),
    search: asSent(tutorSearchAnswerSchema),
    profile: asSent(tutorProfileSchema),
  };

  async function answerOf(
    read: PageRead,
    language: Language,
    request: FastifyRequest,
  ): Promise<unknown> {
    switch (read.kind) {
      case 'subjects':
        return sent.subjects((await catalog.catalogIn(language)).subjects.data);
      case 'educationSystems':
        return sent.systems((await catalog.catalogIn(language)).systems.data.educationSystems);
      case 'tutorSearch': {
        await limits.search(request);
        const query = tutorSearchQuerySchema.safeParse(
          Object.fromEntries(new URLSearchParams(read.query)),
        );
        if (!query.success) throw new AppError(400, 'validation_failed');
        return sent.search(await findTutors(db, query.data, language, clock.now(), searchMemory));
      }
      case 'tutorProfile':
        await limits.profile(request);
        return sent.profile(await tutorProfileOf(db, read.id, language));
    }
  }

  return {
    /** One after another: a page needs three reads at most, and the catalog's are held in memory. */
    async answersOf(
      reads: KeyedPageRead[],
      language: Language,
      request: FastifyRequest,
    ): Promise<PageAnswer[]> {
      const answers: PageAnswer[] = [];
      for (const { key, read } of reads) {
        answers.push({ key, data: await answerOf(read, language, request) });
      }
      return answers;
    },
  };
}

export type PageReader = ReturnType<typeof createPageReader>;
