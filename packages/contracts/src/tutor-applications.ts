import { z } from 'zod';
import { pagingParams } from './paging';
import { multiLineText, plainText } from './text';
import { requiredText } from './text-fields';

/**
 * A tutor's application to be listed (decision 0026): a photo, three answers, an identity
 * document and qualification certificates; draft → submitted → approved, or rejected with a
 * reason (then fixed and submitted again).
 */

export const tutorApplicationStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type TutorApplicationStatus = (typeof tutorApplicationStatuses)[number];

export const tutorDocumentKinds = ['identity', 'qualification'] as const;
export type TutorDocumentKind = (typeof tutorDocumentKinds)[number];

export const tutorApplicationLimits = {
  answerMaxLength: 2000,
  /** Each file: a scan or a phone's photo of a document. */
  documentMaxBytes: 5 * 1024 * 1024,
  /** Files of one application in all, so a draft cannot fill the disk. */
  maxDocuments: 10,
  rejectionReasonMaxLength: 1000,
} as const;

/** What the content of a document may be, read from its first bytes. */
export const tutorDocumentMediaTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;

const answer = multiLineText('validation.required').max(
  tutorApplicationLimits.answerMaxLength,
  'validation.tooLong',
);

/** `PUT /tutor-application`: the answers, each may still be empty in a draft. */
export const tutorApplicationAnswersSchema = z.object({
  subjects: answer.transform((value) => value.trim()),
  qualifications: answer.transform((value) => value.trim()),
  experience: answer.transform((value) => value.trim()),
});
export type TutorApplicationAnswersInput = z.input<typeof tutorApplicationAnswersSchema>;

export const tutorDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(tutorDocumentKinds),
  mediaType: z.string(),
  byteSize: z.number().int(),
  originalName: z.string(),
  uploadedAt: z.string(),
});
export type TutorDocument = z.infer<typeof tutorDocumentSchema>;

export const tutorApplicationEventSchema = z.object({
  status: z.enum(tutorApplicationStatuses),
  reason: z.string().nullable(),
  at: z.string(),
});
export type TutorApplicationEvent = z.infer<typeof tutorApplicationEventSchema>;

/** What a submission still lacks; the submit answers 400 with these as details. */
export const tutorApplicationGaps = [
  'photo',
  'subjects',
  'qualifications',
  'experience',
  'identityDocument',
  'qualificationDocument',
] as const;
export type TutorApplicationGap = (typeof tutorApplicationGaps)[number];

/** `GET /tutor-application`: the tutor's own application. */
export const ownTutorApplicationSchema = z.object({
  status: z.enum(tutorApplicationStatuses),
  answers: z.object({ subjects: z.string(), qualifications: z.string(), experience: z.string() }),
  hasPhoto: z.boolean(),
  documents: z.array(tutorDocumentSchema),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** What a submission still needs; empty when it may be submitted. */
  missing: z.array(z.enum(tutorApplicationGaps)),
  /** Whether answers and documents may change now (draft or rejected). */
  editable: z.boolean(),
  history: z.array(tutorApplicationEventSchema),
});
export type OwnTutorApplication = z.infer<typeof ownTutorApplicationSchema>;

export const tutorDocumentKindSchema = z.object({ kind: z.enum(tutorDocumentKinds) });

export const tutorDocumentParamsSchema = z.object({ id: z.uuid() });

/* The operator's side. */

export const operatorApplicationSorts = ['submitted', 'updated'] as const;

export const operatorApplicationListQuerySchema = z.object({
  ...pagingParams({ maxPageSize: 50, defaultPageSize: 20 }),
  status: z.enum(tutorApplicationStatuses).optional(),
  /** Part of the name or the email address. */
  search: plainText().trim().max(200, 'validation.tooLong').optional(),
  sort: z.enum(operatorApplicationSorts).default('submitted'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type OperatorApplicationListQuery = z.input<typeof operatorApplicationListQuerySchema>;

export const operatorApplicationRowSchema = z.object({
  tutorId: z.string(),
  fullName: z.string(),
  email: z.string(),
  status: z.enum(tutorApplicationStatuses),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  documentCount: z.number().int(),
});
export type OperatorApplicationRow = z.infer<typeof operatorApplicationRowSchema>;

export const operatorApplicationPageSchema = z.object({
  items: z.array(operatorApplicationRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OperatorApplicationPage = z.infer<typeof operatorApplicationPageSchema>;

export const operatorApplicationEventSchema = tutorApplicationEventSchema.extend({
  actorName: z.string().nullable(),
});

/** `GET /operator/tutor-applications/:tutorId`: everything a reviewer needs. */
export const operatorApplicationSchema = z.object({
  tutorId: z.string(),
  status: z.enum(tutorApplicationStatuses),
  answers: z.object({ subjects: z.string(), qualifications: z.string(), experience: z.string() }),
  documents: z.array(tutorDocumentSchema),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  identityCheckedAt: z.string().nullable(),
  qualificationsCheckedAt: z.string().nullable(),
  profile: z.object({
    fullName: z.string(),
    email: z.string(),
    preferredLanguage: z.string(),
    avatarUrl: z.string().nullable(),
    signedUpAt: z.string(),
    headline: z.string().nullable(),
    bio: z.string().nullable(),
    educationalBackground: z.string().nullable(),
    yearsOfExperience: z.number().int().nullable(),
    languagesSpoken: z.array(z.string()),
  }),
  history: z.array(operatorApplicationEventSchema),
});
export type OperatorApplication = z.infer<typeof operatorApplicationSchema>;

export const operatorApplicationParamsSchema = z.object({ tutorId: z.uuid() });
export const operatorDocumentParamsSchema = z.object({ tutorId: z.uuid(), id: z.uuid() });

export const rejectApplicationSchema = z.object({
  reason: requiredText(
    'validation.required',
    tutorApplicationLimits.rejectionReasonMaxLength,
    'validation.tooLong',
    'several',
  ),
});
export type RejectApplicationInput = z.input<typeof rejectApplicationSchema>;
