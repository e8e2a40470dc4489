import { z } from 'zod';
import { operatorListParams, operatorPageOf } from './operator-lists';

/** The operators' audit log (decision 0026): who did what, to which record, why and when. */

export const auditLogSortColumns = ['createdAt', 'action'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.selectionInvalid')
    .optional()
    .transform((value) => (value ? value : undefined));

export const auditLogQuerySchema = z
  .object({
    ...operatorListParams(auditLogSortColumns, 'createdAt'),
    operatorId: z.uuid({ error: 'validation.selectionInvalid' }).optional(),
    action: optionalText(80),
    subjectType: optionalText(40),
    subjectId: optionalText(80),
    /** Inclusive bounds, instants (ISO 8601). */
    from: z.iso.datetime({ offset: true, error: 'validation.selectionInvalid' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'validation.selectionInvalid' }).optional(),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    error: 'validation.selectionInvalid',
    path: ['to'],
  });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  operator: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = operatorPageOf(auditLogEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** The operators, for the log's filter. */
export const operatorListSchema = z.array(
  z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
);
export type OperatorList = z.infer<typeof operatorListSchema>;
