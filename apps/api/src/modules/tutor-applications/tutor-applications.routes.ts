import fastifyMultipart from '@fastify/multipart';
import { envelopeSchema } from '@nibras/contracts/envelope';
import {
  operatorApplicationListQuerySchema,
  operatorApplicationPageSchema,
  operatorApplicationParamsSchema,
  operatorApplicationSchema,
  operatorDocumentParamsSchema,
  ownTutorApplicationSchema,
  rejectApplicationSchema,
  tutorApplicationAnswersSchema,
  tutorApplicationLimits,
  tutorDocumentKinds,
  tutorDocumentParamsSchema,
  tutorDocumentSchema,
  type TutorDocumentKind,
} from '@nibras/contracts/tutor-applications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireOperator, requireRole } from '../../plugins/auth';
import { AppError, ok } from '../../plugins/envelope';
import { said } from '../../plugins/i18n';
import { readingMultipart } from '../../plugins/multipart';
import {
  addDocument,
  applicationForOperator,
  decideApplication,
  documentForOperator,
  listForOperator,
  ownApplication,
  removeOwnDocument,
  saveAnswers,
  submitApplication,
} from './tutor-applications.service';

const tags = ['tutor application'];
const ownAnswer = envelopeSchema(ownTutorApplicationSchema);

const isKind = (value: unknown): value is TutorDocumentKind =>
  typeof value === 'string' && (tutorDocumentKinds as readonly string[]).includes(value);

/** One file and its kind (a form field before the file, or `?kind=`); 413 past the size limit. */
async function readDocumentUpload(request: FastifyRequest) {
  return readingMultipart(async () => {
    const file = await request.file();
    if (!file) {
      throw new AppError(400, 'validation_failed', { details: { file: 'validation.required' } });
    }
    const field = file.fields.kind;
    const fromForm = field && 'value' in field ? field.value : undefined;
    const kind = fromForm ?? (request.query as { kind?: unknown } | undefined)?.kind;
    const bytes = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'document_too_large');
      throw error;
    });
    if (!isKind(kind)) {
      throw new AppError(400, 'validation_failed', { details: { kind: 'validation.required' } });
    }
    return { kind, bytes, originalName: file.filename ?? '' };
  });
}

/** The signed-in tutor's application: answers, documents, submission (decision 0026). */
export const tutorApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireRole('Tutor'));
  await app.register(fastifyMultipart, {
    limits: { fileSize: tutorApplicationLimits.documentMaxBytes, files: 1, fields: 1, parts: 2 },
  });

  app.get(
    '/tutor-application',
    { schema: { tags, response: { 200: ownAnswer } } },
    async (request) => ok(await ownApplication(app.db, currentUser(request).id, app.clock.now())),
  );

  app.put(
    '/tutor-application',
    { schema: { tags, body: tutorApplicationAnswersSchema, response: { 200: ownAnswer } } },
    async (request) => {
      const tutorId = currentUser(request).id;
      await saveAnswers(app.db, tutorId, request.body, app.clock.now());
      return ok(
        await ownApplication(app.db, tutorId, app.clock.now()),
        said(request, 'tutors.applicationSaved'),
      );
    },
  );

  app.post(
    '/tutor-application/documents',
    {
      schema: {
        tags,
        summary:
          'A document (multipart: a field `kind` = identity | qualification, then one PDF, JPEG or PNG file of at most 5 MB)',
        consumes: ['multipart/form-data'],
        querystring: z.object({ kind: z.enum(tutorDocumentKinds).optional() }),
        response: { 201: envelopeSchema(tutorDocumentSchema) },
      },
    },
    async (request, reply) => {
      const upload = await readDocumentUpload(request);
      const document = await addDocument(app, currentUser(request).id, upload, app.clock.now());
      return reply.code(201).send(ok(document, said(request, 'tutors.documentUploaded')));
    },
  );

  app.delete(
    '/tutor-application/documents/:id',
    { schema: { tags, params: tutorDocumentParamsSchema, response: { 200: ownAnswer } } },
    async (request) => {
      const tutorId = currentUser(request).id;
      await removeOwnDocument(app, tutorId, request.params.id, app.clock.now());
      return ok(
        await ownApplication(app.db, tutorId, app.clock.now()),
        said(request, 'tutors.documentRemoved'),
      );
    },
  );

  app.post(
    '/tutor-application/submit',
    { schema: { tags, response: { 200: ownAnswer } } },
    async (request) => {
      const tutorId = currentUser(request).id;
      await submitApplication(app.db, tutorId, app.clock.now());
      return ok(
        await ownApplication(app.db, tutorId, app.clock.now()),
        said(request, 'tutors.applicationSubmitted'),
      );
    },
  );
};

const operatorTags = ['operator: tutor applications'];

/** The console's tab: every application, one in full, its documents, approve or reject. */
export const operatorTutorApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireOperator);

  app.get(
    '/operator/tutor-applications',
    {
      schema: {
        tags: operatorTags,
        querystring: operatorApplicationListQuerySchema,
        response: { 200: envelopeSchema(operatorApplicationPageSchema) },
      },
    },
    async (request) => ok(await listForOperator(app.db, request.query)),
  );

  app.get(
    '/operator/tutor-applications/:tutorId',
    {
      schema: {
        tags: operatorTags,
        params: operatorApplicationParamsSchema,
        response: { 200: envelopeSchema(operatorApplicationSchema) },
      },
    },
    async (request) =>
      ok(await applicationForOperator(app.db, request.params.tutorId, app.clock.now())),
  );

  app.get(
    '/operator/tutor-applications/:tutorId/documents/:id',
    {
      schema: {
        tags: operatorTags,
        summary: 'The document itself, as an attachment',
        params: operatorDocumentParamsSchema,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
      },
    },
    async (request, reply) => {
      const file = await documentForOperator(
        app,
        currentUser(request).id,
        request.params.tutorId,
        request.params.id,
      );
      return reply
        .type(file.mediaType)
        .header('content-disposition', file.disposition)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  app.post(
    '/operator/tutor-applications/:tutorId/approve',
    {
      schema: {
        tags: operatorTags,
        params: operatorApplicationParamsSchema,
        response: { 200: envelopeSchema(operatorApplicationSchema) },
      },
    },
    async (request) => {
      const { tutorId } = request.params;
      await decideApplication(
        app,
        currentUser(request).id,
        tutorId,
        { status: 'approved' },
        app.clock.now(),
      );
      return ok(
        await applicationForOperator(app.db, tutorId, app.clock.now()),
        said(request, 'tutors.applicationApproved'),
      );
    },
  );

  app.post(
    '/operator/tutor-applications/:tutorId/reject',
    {
      schema: {
        tags: operatorTags,
        params: operatorApplicationParamsSchema,
        body: rejectApplicationSchema,
        response: { 200: envelopeSchema(operatorApplicationSchema) },
      },
    },
    async (request) => {
      const { tutorId } = request.params;
      await decideApplication(
        app,
        currentUser(request).id,
        tutorId,
        { status: 'rejected', reason: request.body.reason },
        app.clock.now(),
      );
      return ok(
        await applicationForOperator(app.db, tutorId, app.clock.now()),
        said(request, 'tutors.applicationRejected'),
      );
    },
  );
};
