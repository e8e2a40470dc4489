import type { Language } from '@nibras/contracts/i18n/languages';
import {
  tutorApplicationLimits,
  type OperatorApplication,
  type OperatorApplicationPage,
  type OwnTutorApplication,
  type TutorApplicationGap,
  type TutorDocumentKind,
} from '@nibras/contracts/tutor-applications';
import type { FastifyInstance } from 'fastify';
import type { Database, DbExecutor } from '../../db/client';
import { renderEmail, isolated } from '../../emails/layout';
import { AppError } from '../../plugins/envelope';
import { textsIn } from '../../plugins/i18n';
import { recordOperatorAction } from '../audit/audit.repo';
import { findUserById } from '../auth/auth.repo';
import { avatarUrlOf } from '../auth/avatar-url';
import { enqueueEmail } from '../mail/outbox';
import {
  applicationOf,
  deleteDocument,
  documentsOf,
  eventsOf,
  findApplication,
  findDocument,
  insertDocument,
  insertEvent,
  listApplications,
  tutorOf,
  updateApplication,
  type ApplicationRow,
  type DocumentRow,
} from './tutor-applications.repo';
import {
  attachmentDisposition,
  checkDocument,
  readDocument,
  removeDocument,
  storeDocument,
} from './tutor-documents';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function documentOut(row: DocumentRow) {
  return {
    id: row.id,
    kind: row.kind,
    mediaType: row.mediaType,
    byteSize: row.byteSize,
    originalName: row.originalName,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

const answersOf = (row: ApplicationRow) => ({
  subjects: row.subjectsAnswer,
  qualifications: row.qualificationsAnswer,
  experience: row.experienceAnswer,
});

/** Answers and documents change only while the tutor holds the application. */
export const isEditable = (row: ApplicationRow) =>
  row.status === 'draft' || row.status === 'rejected';

/** What a submission still lacks, in the order the page asks for it. */
export function gapsOf(
  row: ApplicationRow,
  hasPhoto: boolean,
  documents: Pick<DocumentRow, 'kind'>[],
): TutorApplicationGap[] {
  const gaps: TutorApplicationGap[] = [];
  if (!hasPhoto) gaps.push('photo');
  if (!row.subjectsAnswer.trim()) gaps.push('subjects');
  if (!row.qualificationsAnswer.trim()) gaps.push('qualifications');
  if (!row.experienceAnswer.trim()) gaps.push('experience');
  if (!documents.some((document) => document.kind === 'identity')) gaps.push('identityDocument');
  if (!documents.some((document) => document.kind === 'qualification')) {
    gaps.push('qualificationDocument');
  }
  return gaps;
}

async function hasPhotoOf(db: DbExecutor, tutorId: string) {
  const row = await findUserById(db, tutorId);
  return Boolean(row?.avatarPath);
}

/** The signed-in tutor's application, made as a draft if they have none yet. */
export async function ownApplication(
  db: DbExecutor,
  tutorId: string,
  at: Date,
): Promise<OwnTutorApplication> {
  const row = await applicationOf(db, tutorId, { at });
  const [documents, events, hasPhoto] = await Promise.all([
    documentsOf(db, tutorId),
    eventsOf(db, tutorId),
    hasPhotoOf(db, tutorId),
  ]);
  return {
    status: row.status,
    answers: answersOf(row),
    hasPhoto,
    documents: documents.map(documentOut),
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    missing: gapsOf(row, hasPhoto, documents),
    editable: isEditable(row),
    history: events.map((event) => ({
      status: event.status,
      reason: event.reason,
      at: event.createdAt.toISOString(),
    })),
  };
}

function refuseUnlessEditable(row: ApplicationRow) {
  if (!isEditable(row)) throw new AppError(409, 'application_not_editable');
}

export async function saveAnswers(
  db: Database,
  tutorId: string,
  answers: { subjects: string; qualifications: string; experience: string },
  at: Date,
) {
  await db.transaction(async (tx) => {
    refuseUnlessEditable(await applicationOf(tx, tutorId, { lock: true, at }));
    await updateApplication(tx, tutorId, {
      subjectsAnswer: answers.subjects,
      qualificationsAnswer: answers.qualifications,
      experienceAnswer: answers.experience,
      updatedAt: at,
    });
  });
}

/**
 * Checks the file by its content, stores it privately, then records it while the application
 * is held; a refusal or a failure after the file was written removes it again.
 */
export async function addDocument(
  app: FastifyInstance,
  tutorId: string,
  upload: { kind: TutorDocumentKind; bytes: Buffer; originalName: string },
  at: Date,
) {
  const type = checkDocument(upload.bytes);
  const stored = await storeDocument(app.config.dataDir, tutorId, upload.bytes, type);
  try {
    return await app.db.transaction(async (tx) => {
      refuseUnlessEditable(await applicationOf(tx, tutorId, { lock: true, at }));
      const existing = await documentsOf(tx, tutorId);
      if (existing.length >= tutorApplicationLimits.maxDocuments) {
        throw new AppError(409, 'too_many_documents');
      }
      const row = await insertDocument(tx, {
        tutorId,
        kind: upload.kind,
        storagePath: stored,
        mediaType: type.mediaType,
        byteSize: upload.bytes.length,
        originalName: upload.originalName.slice(0, 200) || `document.${type.extension}`,
        uploadedAt: at,
      });
      await updateApplication(tx, tutorId, { updatedAt: at });
      return documentOut(row);
    });
  } catch (error) {
    await removeDocument(app.config.dataDir, stored);
    throw error;
  }
}

/** Removes a document while the tutor holds the application; the file goes after the commit. */
export async function removeOwnDocument(
  app: FastifyInstance,
  tutorId: string,
  documentId: string,
  at: Date,
) {
  const removed = await app.db.transaction(async (tx) => {
    refuseUnlessEditable(await applicationOf(tx, tutorId, { lock: true, at }));
    const row = await deleteDocument(tx, tutorId, documentId);
    if (!row) throw new AppError(404, 'document_not_found');
    await updateApplication(tx, tutorId, { updatedAt: at });
    return row;
  });
  await removeDocument(app.config.dataDir, removed.storagePath);
}

/** Sends the application for review: 400 with what is missing, 409 when it is not the tutor's to send. */
export async function submitApplication(db: Database, tutorId: string, at: Date) {
  await db.transaction(async (tx) => {
    const row = await applicationOf(tx, tutorId, { lock: true, at });
    refuseUnlessEditable(row);
    const [documents, hasPhoto] = await Promise.all([
      documentsOf(tx, tutorId),
      hasPhotoOf(tx, tutorId),
    ]);
    const gaps = gapsOf(row, hasPhoto, documents);
    if (gaps.length > 0) {
      throw new AppError(400, 'application_incomplete', {
        details: Object.fromEntries(gaps.map((gap) => [gap, 'validation.required'])),
      });
    }
    await updateApplication(tx, tutorId, {
      status: 'submitted',
      submittedAt: at,
      rejectionReason: null,
      updatedAt: at,
    });
    await insertEvent(tx, { tutorId, status: 'submitted', createdAt: at });
  });
}

/* The operator's side. */

export async function listForOperator(
  db: DbExecutor,
  query: {
    page: number;
    pageSize: number;
    status?: ApplicationRow['status'];
    search?: string;
    sort: 'submitted' | 'updated';
    order: 'asc' | 'desc';
  },
): Promise<OperatorApplicationPage> {
  const { rows, total } = await listApplications(db, {
    status: query.status,
    search: query.search || undefined,
    sort: query.sort,
    order: query.order,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((row) => ({
      ...row,
      submittedAt: iso(row.submittedAt),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function tutorOrNotFound(db: DbExecutor, tutorId: string) {
  const tutor = await tutorOf(db, tutorId);
  if (!tutor || tutor.deletedAt) throw new AppError(404, 'not_found');
  return tutor;
}

export async function applicationForOperator(
  db: DbExecutor,
  tutorId: string,
  at: Date,
): Promise<OperatorApplication> {
  const tutor = await tutorOrNotFound(db, tutorId);
  const row = await applicationOf(db, tutorId, { at });
  const [documents, events] = await Promise.all([documentsOf(db, tutorId), eventsOf(db, tutorId)]);
  return {
    tutorId,
    status: row.status,
    answers: answersOf(row),
    documents: documents.map(documentOut),
    rejectionReason: row.rejectionReason,
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    identityCheckedAt: iso(row.identityCheckedAt),
    qualificationsCheckedAt: iso(row.qualificationsCheckedAt),
    profile: {
      fullName: tutor.fullName,
      email: tutor.email,
      preferredLanguage: tutor.preferredLanguage,
      avatarUrl: avatarUrlOf(tutor),
      signedUpAt: tutor.createdAt.toISOString(),
      headline: tutor.headline,
      bio: tutor.bio,
      educationalBackground: tutor.educationalBackground,
      yearsOfExperience: tutor.yearsOfExperience,
      languagesSpoken: tutor.languagesSpoken ?? [],
    },
    history: events.map((event) => ({
      status: event.status,
      reason: event.reason,
      at: event.createdAt.toISOString(),
      actorName: event.actorName,
    })),
  };
}

function languageOf(value: string): Language {
  return value === 'ar' ? 'ar' : 'en';
}

function decisionEmail(
  app: FastifyInstance,
  tutor: { fullName: string; preferredLanguage: string },
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
) {
  const language = languageOf(tutor.preferredLanguage);
  const t = textsIn(language, 'tutor-application-emails');
  if (decision.status === 'approved') {
    return renderEmail(language, t('approved.subject'), tutor.fullName, [
      { paragraph: t('approved.intro') },
      { paragraph: t('approved.listed') },
      { action: t('approved.action'), href: `${app.config.appUrl}/dashboard` },
    ]);
  }
  return renderEmail(language, t('rejected.subject'), tutor.fullName, [
    { paragraph: t('rejected.intro') },
    { paragraph: t('rejected.reason', { reason: isolated(decision.reason) }) },
    { paragraph: t('rejected.again') },
    { action: t('rejected.action'), href: `${app.config.appUrl}/dashboard/tutor/application` },
  ]);
}

/**
 * An operator's decision on a submitted application: the row, its history, the audit log and
 * the tutor's email are written in one transaction; anything but 'submitted' answers 409.
 */
export async function decideApplication(
  app: FastifyInstance,
  operatorId: string,
  tutorId: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  at: Date,
) {
  await app.db.transaction(async (tx) => {
    const tutor = await tutorOrNotFound(tx, tutorId);
    const row = await findApplication(tx, tutorId, { lock: true });
    if (!row || row.status !== 'submitted') throw new AppError(409, 'application_not_submitted');
    const reason = decision.status === 'rejected' ? decision.reason : null;
    await updateApplication(tx, tutorId, {
      status: decision.status,
      decidedAt: at,
      decidedById: operatorId,
      rejectionReason: reason,
      ...(decision.status === 'approved'
        ? { identityCheckedAt: at, qualificationsCheckedAt: at }
        : {}),
      updatedAt: at,
    });
    await insertEvent(tx, {
      tutorId,
      status: decision.status,
      actorId: operatorId,
      reason,
      createdAt: at,
    });
    await recordOperatorAction(tx, {
      operatorId,
      action:
        decision.status === 'approved' ? 'tutor_application.approve' : 'tutor_application.reject',
      subjectType: 'tutor_application',
      subjectId: tutorId,
      reason,
      at,
    });
    await enqueueEmail(tx, tutor.email, decisionEmail(app, tutor, decision));
  });
}

/** A document's bytes and the headers of its attachment, for an operator. */
export async function documentForOperator(
  app: FastifyInstance,
  operatorId: string,
  tutorId: string,
  id: string,
) {
  const row = await findDocument(app.db, tutorId, id);
  if (!row) throw new AppError(404, 'document_not_found');
  const bytes = await readDocument(app.config.dataDir, row.storagePath);
  // An identity document is the most private thing we keep: who opened it is on the record.
  await recordOperatorAction(app.db, {
    operatorId,
    action: 'tutor_document.download',
    subjectType: 'tutor_application',
    subjectId: tutorId,
    details: { documentId: row.id, kind: row.kind },
    at: app.clock.now(),
  });
  const extension = row.storagePath.split('.').pop() ?? 'bin';
  return {
    bytes,
    mediaType: row.mediaType,
    disposition: attachmentDisposition(row.originalName, extension),
  };
}
