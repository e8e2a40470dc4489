import { z } from 'zod';
import { operatorListParams, operatorPageOf } from './operator-lists';
import { multiLineText } from './text';
import { requiredText } from './text-fields';

export {
  reportLimits,
  reportOutcomes,
  reportReasons,
  reportStatuses,
  reportSubjects,
  type ReportOutcome,
  type ReportReason,
  type ReportStatus,
  type ReportSubject,
} from './report-terms';
import {
  reportLimits,
  reportOutcomes,
  reportReasons,
  reportStatuses,
  reportSubjects,
} from './report-terms';

const details = multiLineText()
  .trim()
  .max(reportLimits.detailsMax, { error: 'validation.reports.detailsTooLong' });

/** `POST /reports`: the id is the subject's (a message's is its number, as text or number). */
export const createReportSchema = z.object({
  subject: z.enum(reportSubjects, { error: 'validation.reports.subjectInvalid' }),
  id: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]).transform(String),
  reason: z.enum(reportReasons, { error: 'validation.reports.reasonRequired' }),
  details: details.optional(),
});
export type CreateReportInput = z.input<typeof createReportSchema>;

/** A report as its reporter sees it: what, why, and what came of it. */
export const myReportSchema = z.object({
  id: z.string(),
  subject: z.enum(reportSubjects),
  reason: z.enum(reportReasons),
  details: z.string().nullable(),
  /** Who it was about, as the reporter knew them. */
  reportedName: z.string().nullable(),
  status: z.enum(reportStatuses),
  outcome: z.enum(reportOutcomes).nullable(),
  outcomeNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportsSchema = z.array(myReportSchema);

/** `GET /operator/reports`: filters, sort and paging in the address. */
export const operatorReportsQuerySchema = z.object({
  status: z.enum(reportStatuses).optional(),
  subject: z.enum(reportSubjects).optional(),
  reason: z.enum(reportReasons).optional(),
  ...operatorListParams(['created'], 'created'),
});
export type OperatorReportsQuery = z.input<typeof operatorReportsQuerySchema>;

const personSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  userType: z.string(),
});
export type ReportPerson = z.infer<typeof personSchema>;

export const operatorReportRowSchema = z.object({
  id: z.string(),
  subject: z.enum(reportSubjects),
  reason: z.enum(reportReasons),
  status: z.enum(reportStatuses),
  outcome: z.enum(reportOutcomes).nullable(),
  /** The app's own flag (contact details in a tutor's message) has no reporter. */
  reporter: personSchema.nullable(),
  reported: personSchema.nullable(),
  flags: z.array(z.string()),
  createdAt: z.string(),
});
export type OperatorReportRow = z.infer<typeof operatorReportRowSchema>;

export const operatorReportPageSchema = operatorPageOf(operatorReportRowSchema);
export type OperatorReportPage = z.infer<typeof operatorReportPageSchema>;

const contextMessageSchema = z.object({
  id: z.number().int(),
  sender: personSchema,
  body: z.string(),
  sentAt: z.string(),
  hidden: z.boolean(),
  /** The reported message itself. */
  reported: z.boolean(),
});

/** The reported content in context, by subject. */
export const reportContextSchema = z.discriminatedUnion('subject', [
  z.object({
    subject: z.literal('message'),
    conversationId: z.string(),
    messages: z.array(contextMessageSchema),
  }),
  z.object({
    subject: z.literal('review'),
    tutor: personSchema,
    author: personSchema.nullable(),
    rating: z.number().int(),
    comment: z.string().nullable(),
    createdAt: z.string(),
    hidden: z.boolean(),
  }),
  z.object({
    subject: z.literal('booking'),
    bookingId: z.string(),
    tutor: personSchema,
    booker: personSchema,
    status: z.string(),
    startAt: z.string(),
    endAt: z.string(),
    history: z.array(z.object({ type: z.string(), at: z.string(), actor: z.string().nullable() })),
  }),
  z.object({
    subject: z.literal('tutor'),
    tutor: personSchema,
    headline: z.string().nullable(),
    briefBio: z.string(),
    listed: z.boolean(),
  }),
]);
export type ReportContext = z.infer<typeof reportContextSchema>;

export const operatorReportSchema = operatorReportRowSchema.extend({
  details: z.string().nullable(),
  outcomeNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: personSchema.nullable(),
  /** Null when the reported content is gone (deleted with its account). */
  context: reportContextSchema.nullable(),
  /** The reported account's suspension, so the console does not offer it twice. */
  reportedSuspended: z.boolean(),
  /** Other reports about the same account, newest first. */
  otherReports: z.array(operatorReportRowSchema),
});
export type OperatorReport = z.infer<typeof operatorReportSchema>;

export const reportActions = ['dismiss', 'hide', 'warn', 'suspend'] as const;
export type ReportAction = (typeof reportActions)[number];

/**
 * `POST /operator/reports/:id/<action>`: `note` reaches the reporter with the outcome;
 * `reason` is the audit log's, and the warning's or suspension's words to the reported account.
 */
export const reportDecisionSchema = z.object({
  reason: requiredText(
    'validation.reports.reasonTextRequired',
    reportLimits.noteMax,
    'validation.reports.noteTooLong',
    'several',
  ),
  note: multiLineText()
    .trim()
    .max(reportLimits.noteMax, { error: 'validation.reports.noteTooLong' })
    .optional(),
});
export type ReportDecisionInput = z.input<typeof reportDecisionSchema>;
