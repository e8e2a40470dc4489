import { z } from 'zod';
import { basicInfoSchema, parentInfoSchema, preferredLearningTimes } from './auth';
import { blankToUndefined, email } from './auth-fields';
import { teachingLanguages } from './teaching-languages';

/**
 * The family account: the children a parent manages, their own student logins, invitations
 * that link an existing student account to a parent, a child's progress, and what a student
 * reads about their own learning. Messages are translation keys of i18n/en.ts.
 */

const catalogName = z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string() });
export type CatalogName = z.infer<typeof catalogName>;

/**
 * How a child got their login: the parent made it (`made_by_parent`; removing the child closes
 * it) or the child's existing student account accepted the parent's invitation
 * (`linked_student`; removing the child lets the account go on alone).
 */
export const childLoginKinds = ['made_by_parent', 'linked_student'] as const;
export type ChildLoginKind = (typeof childLoginKinds)[number];

/** `GET /parent/children` (each item), and the answer of add, edit and login. */
export const childSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null until the parent gives it (optional at signup since issue 30). */
  age: z.number().int().nullable(),
  gradeId: z.number().int(),
  /** ISO 639-1 code (one of auth.ts's `teachingLanguages`). */
  preferredLanguage: z.string(),
  schoolName: z.string(),
  learningGoals: z.string(),
  /** Null until the parent gives it (optional at signup since issue 30). */
  preferredLearningTime: z.enum(preferredLearningTimes).nullable(),
  subjectIds: z.array(z.number().int()),
  /** The child's own student login, if any; `confirmed` once its address was confirmed. */
  login: z
    .object({ email: z.string(), kind: z.enum(childLoginKinds), confirmed: z.boolean() })
    .nullable(),
});
export type Child = z.infer<typeof childSchema>;

const childFields = parentInfoSchema.shape;

/**
 * `POST /parent/children` and `PATCH /parent/children/:id` (the whole child every time): the
 * rules and messages of the parent signup's "Child Info" step, under the child model's names.
 * Like the signup, numbers and ids may arrive as strings from a form.
 */
export const childInputSchema = z.object({
  name: childFields.ChildName,
  age: childFields.ChildAge,
  gradeId: childFields.ChildGrade,
  subjectIds: childFields.SubjectsOfInterest,
  // Asked on the child's page as before; only the signup on the way to a booking leaves it out.
  preferredLanguage: z.preprocess(
    blankToUndefined,
    z.enum(teachingLanguages, { error: 'validation.parent.preferredLanguageRequired' }),
  ),
  schoolName: childFields.SchoolName,
  learningGoals: childFields.LearningGoals,
  preferredLearningTime: childFields.PreferredLearningTime,
});
export type ChildInput = z.input<typeof childInputSchema>;
export type ChildValues = z.output<typeof childInputSchema>;

/**
 * `POST /parent/children/:id/login`: the child's own student login, with the signup's email and
 * password rules. A confirmation email goes to that address; the child logs in once it is
 * confirmed and lands on /dashboard/child.
 */
export const childLoginInputSchema = z.object({
  email: basicInfoSchema.shape.Email,
  password: basicInfoSchema.shape.Password,
});
export type ChildLoginInput = z.input<typeof childLoginInputSchema>;

/** `DELETE /parent/children/:id`: deleted (no bookings ever) or archived (past bookings kept). */
export const childRemovalSchema = z.object({ outcome: z.enum(['deleted', 'archived']) });
export type ChildRemoval = z.infer<typeof childRemovalSchema>;

// ---- invitations ---------------------------------------------------------------------------------

/** `POST /parent/invitations`: the answer is the same whether or not the address has an account. */
export const invitationInputSchema = z.object({
  email: email('validation.signIn.emailRequired', 'validation.signIn.emailInvalid'),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** `GET /parent/invitations`: the parent's invitations still waiting for an answer. */
export const parentInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type ParentInvitation = z.infer<typeof parentInvitationSchema>;

/** `GET /student/invitations`: parents waiting for the signed-in student's answer. */
export const studentInvitationSchema = z.object({
  id: z.string(),
  parent: z.object({ fullName: z.string() }),
  createdAt: z.string(),
});
export type StudentInvitation = z.infer<typeof studentInvitationSchema>;

// ---- progress ------------------------------------------------------------------------------------

export const progressMonthsMax = 24;

/** `GET /parent/children/:id/progress?months=6`: this month and the months before it. */
export const childProgressQuerySchema = z.object({
  months: z
    .string()
    .regex(/^[1-9]\d?$/, 'validation.selectionInvalid')
    .transform(Number)
    .refine((months) => months <= progressMonthsMax, 'validation.selectionInvalid')
    .default(6),
});
export type ChildProgressQuery = z.input<typeof childProgressQuerySchema>;

/**
 * What became of the bookings that started in a period: held (`completed`), missed by the
 * learner or by the tutor, cancelled in time, cancelled late (less than 24 hours before).
 */
export const attendanceSchema = z.object({
  completed: z.number().int(),
  learnerNoShow: z.number().int(),
  tutorNoShow: z.number().int(),
  cancelled: z.number().int(),
  lateCancelled: z.number().int(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

export const childProgressSchema = z.object({
  /** The parent's IANA zone: months are counted in it. */
  timeZone: z.string(),
  /**
   * Every month of the period, oldest first, even an empty one. `month` is `YYYY-MM`; a subject
   * appears in a month when a booking of it started then (held or not); `sessions` and
   * `minutes` count held (completed) bookings only.
   */
  months: z.array(
    z.object({
      month: z.string(),
      subjects: z.array(
        z.object({
          subject: catalogName,
          sessions: z.number().int(),
          minutes: z.number().int(),
          attendance: attendanceSchema,
        }),
      ),
      attendance: attendanceSchema,
    }),
  ),
  /** The whole period. */
  attendance: attendanceSchema,
  /** Tutors' notes and homework of the period's past bookings, newest first (at most 50). */
  notes: z.array(
    z.object({
      bookingId: z.string(),
      start: z.string(),
      subject: catalogName,
      tutor: z.object({ id: z.string(), fullName: z.string() }),
      notes: z.string(),
      homework: z.string(),
    }),
  ),
});
export type ChildProgress = z.infer<typeof childProgressSchema>;

// ---- the student's own learning ------------------------------------------------------------------

/**
 * `GET /student/learning`: from the child profile when the student is a parent's child (a login
 * the parent made, or a linked account), else from their own student profile.
 */
export const studentLearningSchema = z.object({
  grade: catalogName,
  subjects: z.array(catalogName),
  learningGoals: z.string(),
  /** Null when nobody gave it. */
  preferredLearningTime: z.enum(preferredLearningTimes).nullable(),
  /** The parent who manages this student, when there is one. */
  parent: z.object({ fullName: z.string() }).nullable(),
});
export type StudentLearning = z.infer<typeof studentLearningSchema>;
