import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signInSchema, basicInfoSchema, confirmEmailQuerySchema } from './auth';
import { availabilitySchema, slotsQuerySchema } from './availability';
import { bookingNotesSchema } from './booking';
import { contactMessageSchema } from './contact';
import { en } from './i18n/en';
import { ar } from './i18n/ar';
import { sendMessageSchema } from './messaging';
import { multiLineText, plainText } from './text';
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

describe('hidden characters: one rule for every one-line and several-line field', () => {
  const name = (FullName: string) => ({
    FullName,
    Email: 'mona@example.com',
    Password: 'secret1',
    ConfirmPassword: 'secret1',
    PhoneNumber: '+20 100 123 4567',
  });
  const contact = (message: string) => ({
    name: 'Mona',
    email: 'mona@example.com',
    topic: 'booking',
    message,
  });
  /** A one-line field (a name) and a several-line one (a message), each as its form sends it. */
  const oneLine = (text: string) => issuesOf(basicInfoSchema, name(text)).FullName;
  const severalLines = (text: string) => issuesOf(contactMessageSchema, contact(text)).message;

  const hidden = [
    ['a right-to-left override (U+202E)', 'Mona\u202Egnp.exe'],
    ['a left-to-right embedding (U+202A)', '\u202AMona'],
    ['a first-strong isolate and its pop (U+2068, U+2069)', 'منى \u2068Mona\u2069'],
    ['a right-to-left isolate (U+2067)', 'Mona\u2067'],
    ['a zero-width space (U+200B)', 'Mo\u200Bna'],
    ['a word joiner (U+2060)', 'Mo\u2060na'],
    ['a byte-order mark (U+FEFF)', '\uFEFFMona'],
    ['a line separator (U+2028)', 'Mona\u2028Hassan'],
    ['a tag character (U+E0041)', 'Mona\u{E0041}'],
    ['a next-line control (U+0085)', 'Mona\u0085Hassan'],
    ['an escape (U+001B)', 'Mona\u001B[31m'],
  ] as const;

  it.each(hidden)('refuses %s in a name and in a message', (_what, text) => {
    expect(oneLine(text)).toBe('validation.textInvalid');
    expect(severalLines(`${text} wants to book a lesson.`)).toBe('validation.textInvalid');
  });

  it.each([
    ['a line feed', 'Mona\nHassan'],
    ['a carriage return', 'Mona\rHassan'],
    ['a tab', 'Mona\tHassan'],
  ])('refuses %s in a one-line field, and takes it in a several-line one', (_what, text) => {
    expect(oneLine(text)).toBe('validation.textInvalid');
    expect(severalLines(`${text}\r\nwants to book a lesson.`)).toBeUndefined();
  });

  const ownMarks = [
    ['Arabic harakat', 'مُحَمَّد عَلِيّ'],
    ['the tatweel', 'محـــمد'],
    ['a shadda and a hamza', 'مؤمَّن الشّامي'],
    ['a zero-width non-joiner, as Persian writes', 'می‌خواهم'],
    ['a zero-width joiner in an emoji', 'Mona 👩‍🏫'],
    ['a right-to-left mark between scripts', 'منى\u200F و Sara'],
    ['an Arabic letter mark', 'Mona\u061C سارة'],
    ['Arabic-Indic digits', 'الصف ٣'],
  ] as const;

  it.each(ownMarks)('keeps %s untouched, in a name and in a message', (_what, text) => {
    expect(basicInfoSchema.safeParse(name(text)).data?.FullName).toBe(text);
    const message = `${text}\nأريد حجز درس.`;
    expect(contactMessageSchema.safeParse(contact(message)).data?.message).toBe(message);
  });

  it('counts a text that a reader would see nothing of as empty', () => {
    expect(oneLine(' \u200F\u200D ')).toBe('validation.signup.fullNameRequired');
    expect(issuesOf(sendMessageSchema, { body: '\u200C\u200D\n\u064E' }).body).toBe(
      'validation.messaging.bodyRequired',
    );
    expect(issuesOf(bookingNotesSchema, { notes: '\u200D', homework: '' }).notes).toBe(
      'validation.booking.notesRequired',
    );
  });

  it('says why, in English and in Arabic', () => {
    expect(en.validation.textInvalid).toMatch(/characters that are not allowed/);
    expect(ar.validation.textInvalid).toMatch(/أحرف غير مسموح بها/);
  });

  it('refuses any text holding a hidden character, and takes any text of letters and marks', () => {
    const hiddenCharacter = fc.constantFrom(
      ...[0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200b],
      ...[0x2060, 0xfeff, 0x180e, 0x2028, 0x2029, 0xe0001, 0xe007f, 0x0000, 0x007f, 0x0085],
    );
    const around = fc.string({ maxLength: 20 });
    fc.assert(
      fc.property(around, hiddenCharacter, around, (before, code, after) => {
        const text = `${before}${String.fromCodePoint(code)}${after}`;
        expect(plainText().safeParse(text).success).toBe(false);
        expect(multiLineText().safeParse(text).success).toBe(false);
      }),
    );
    // Arabic and Latin letters, Arabic marks (harakat, tatweel), digits, spaces, new lines.
    const written = fc.string({
      unit: fc
        .oneof(
          fc.integer({ min: 0x0621, max: 0x065f }),
          fc.constantFrom(0x0640, 0x0660, 0x0669, 0x20, 0x0a, 0x41, 0x7a, 0x200c, 0x200f),
        )
        .map((code) => String.fromCodePoint(code)),
      maxLength: 60,
    });
    fc.assert(
      fc.property(written, (text) => {
        expect(multiLineText().safeParse(text).data).toBe(text);
      }),
    );
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
