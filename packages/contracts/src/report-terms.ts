/**
 * The words of a report, free of zod: the report button sits on the tutor's public profile,
 * whose first load must not carry the schema library (the schemas are in reports.ts). The
 * database's enums are made from these lists (apps/api/src/db/schema/reports.ts).
 */

/** What can be reported (decision 0026): a tutor's profile, a review, a message, a session. */
export const reportSubjects = ['tutor', 'review', 'message', 'booking'] as const;
export type ReportSubject = (typeof reportSubjects)[number];

/** Why; the labels are `reports.reasons.<reason>` of the shared texts. */
export const reportReasons = [
  'spam',
  'harassment',
  'inappropriate',
  'off_platform',
  'safety',
  'fake_profile',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportStatuses = ['open', 'closed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** What an operator did; the reporter reads it (`reports.outcomes.<outcome>`). */
export const reportOutcomes = ['dismissed', 'hidden', 'warned', 'suspended'] as const;
export type ReportOutcome = (typeof reportOutcomes)[number];

export const reportLimits = {
  detailsMax: 1000,
  /** The operator's note to the reporter, and a warning's or suspension's reason. */
  noteMax: 1000,
};
