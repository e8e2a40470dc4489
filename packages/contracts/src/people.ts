import { z } from 'zod';
import { operatorListParams, operatorPageOf } from './operator-lists';
import { userTypeNames } from './roles';
import { plainText } from './text';
import { requiredText } from './text-fields';

export const peopleLimits = { reasonMax: 1000 };

export const personStatuses = ['active', 'suspended', 'deleted'] as const;
export type PersonStatus = (typeof personStatuses)[number];

/** `GET /operator/people`: `q` finds by name or email. */
export const peopleQuerySchema = z.object({
  q: plainText().trim().max(200).optional(),
  role: z.enum(userTypeNames).optional(),
  status: z.enum(personStatuses).optional(),
  ...operatorListParams(['created', 'name'], 'created'),
});
export type PeopleQuery = z.input<typeof peopleQuerySchema>;

export const personRowSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  userType: z.enum(userTypeNames),
  status: z.enum(personStatuses),
  createdAt: z.string(),
});
export type PersonRow = z.infer<typeof personRowSchema>;

export const peoplePageSchema = operatorPageOf(personRowSchema);
export type PeoplePage = z.infer<typeof peoplePageSchema>;

export const personDetailSchema = personRowSchema.extend({
  phoneNumber: z.string(),
  preferredLanguage: z.string(),
  emailConfirmed: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  counts: z.object({
    bookings: z.number().int(),
    upcomingBookings: z.number().int(),
    reportsAbout: z.number().int(),
    reportsMade: z.number().int(),
  }),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

/** `POST /operator/people/:id/suspend` and `.../lift`: the reason goes to the audit log. */
export const suspensionSchema = z.object({
  reason: requiredText(
    'validation.reports.reasonTextRequired',
    peopleLimits.reasonMax,
    'validation.reports.noteTooLong',
    'several',
  ),
});
export type SuspensionInput = z.input<typeof suspensionSchema>;
