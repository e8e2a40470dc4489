import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signInSchema, basicInfoSchema, confirmEmailQuerySchema } from './auth';
import { availabilitySchema, slotsQuerySchema } from './availability';
import { bookingNotesSchema } from './booking';
import { tutorSubjectPriceInputSchema } from './tutor-subjects';
import { tutorProfileInputSchema } from './tutor-profile';
import { tutorSearchQuerySchema } from './tutors';

const nul = '\u0000';

/** The messages of a failed parse by path; empty when it passed. */
function issuesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('text with a NUL character (PostgreSQL cannot store it)', () => {
  const basicInfo = {
    FullName: 'Mona Hassan',
    Email: 'mona@example.com',
    Password: 'secret1',
    ConfirmPassword: 'secret1',
    PhoneNumber: '+20 100 123 4567',
  };
  const profile = {
    headline: 'Maths',
    bio: 'Patient tutor.',
    educationalBackground: 'BSc',
    yearsOfExperience: 3,
    hourlyRate: 10,
    languagesSpoken: ['ar'],
    gradeIds: [1],
  };
  const availability = {
    timeZone: 'Asia/Riyadh',
    minimumNoticeMinutes: 0,
    bookingHorizonDays: 30,
    weeklyHours: [],
    dateOverrides: [],
  };

  it.each([
    ['a signup name', basicInfoSchema, { ...basicInfo, FullName: `Mona${nul}` }, 'FullName'],
    ['a login email', signInSchema, { email: `a${nul}@b.co`, password: 'secret1' }, 'email'],
    [
      'a confirmation link',
      confirmEmailQuerySchema,
      { token: `t${nul}`, email: 'a@b.co' },
      'token',
    ],
    ['a headline', tutorProfileInputSchema, { ...profile, headline: `Maths${nul}` }, 'headline'],
    ['a bio', tutorProfileInputSchema, { ...profile, bio: `Bio${nul}` }, 'bio'],
    [
      'a price',
      tutorSubjectPriceInputSchema,
      { subjectId: 1, onlinePrice: `10${nul}`, offlinePrice: '10' },
      'onlinePrice',
    ],
    [
      'a time zone',
      availabilitySchema,
      { ...availability, timeZone: `Asia/Riyadh${nul}` },
      'timeZone',
    ],
    ['a search zone', tutorSearchQuerySchema, { tz: `UTC${nul}` }, 'tz'],
    ['booking notes', bookingNotesSchema, { notes: `Fractions${nul}` }, 'notes'],
  ])('is refused in %s with validation.textInvalid', (_name, schema, value, field) => {
    expect(issuesOf(schema as z.ZodType, value)[field]).toBe('validation.textInvalid');
  });
});

describe('slot windows', () => {
  it.each(['1969-12-31T23:00:00Z', '2101-01-01T00:00:00Z', '0001-01-01T00:00:00Z'])(
    'refuse an instant outside 1970–2100 (%s)',
    (from) => {
      expect(issuesOf(slotsQuerySchema, { from })).toHaveProperty('from');
    },
  );

  it('accept an instant inside them', () => {
    expect(issuesOf(slotsQuerySchema, { from: '2030-06-01T09:00:00+03:00' })).toEqual({});
  });
});
