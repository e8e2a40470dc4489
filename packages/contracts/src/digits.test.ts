import { describe, expect, it } from 'vitest';
import { accountPatchSchema } from './account';
import { registerSchema, tutorInfoSchema } from './auth';
import { toE164Phone } from './auth-fields';
import { normalizeNumberText, toAsciiDigits } from './digits';
import { tutorPriceSchema } from './tutor-subjects';
import { tutorSearchQuerySchema } from './tutors';

describe('digits typed on an Arabic or Persian keyboard', () => {
  it('reads Arabic-Indic and Persian digits as ASCII digits', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('abc ٣')).toBe('abc 3');
  });

  it('reads the Arabic decimal and thousands separators and drops direction marks', () => {
    expect(normalizeNumberText(' ٢٥٫٥ ')).toBe('25.5');
    expect(normalizeNumberText('٢٬٥٠٠٫٧٥')).toBe('2500.75');
    expect(normalizeNumberText('\u200f۳۰\u200e')).toBe('30');
  });

  const tutorInfo = {
    EducationalBackground: 'BSc',
    BriefBio: 'Bio',
    SubjectsTaught: [{ SubjectId: '1' }],
    LanguagesSpoken: ['ar'],
    EducationSystemId: '1',
    EducationLevelId: '1',
    GradeId: '1',
  };

  it.each([
    ['٦', '٢٥٫٥', 6, 25.5],
    ['۶', '۲۵٫۵', 6, 25.5],
    ['30', '25.50', 30, 25.5],
  ])('accepts years %s and an hourly rate %s at signup', (years, rate, yearsRead, rateRead) => {
    const parsed = tutorInfoSchema.parse({
      ...tutorInfo,
      YearsOfExperience: years,
      HourlyRate: rate,
    });
    expect(parsed.YearsOfExperience).toBe(yearsRead);
    expect(parsed.HourlyRate).toBe(rateRead);
  });

  it('still refuses what is not a number in any script', () => {
    const result = tutorInfoSchema.safeParse({
      ...tutorInfo,
      YearsOfExperience: '٦x',
      HourlyRate: '1e3',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'validation.tutor.hourlyRateNotNumber',
      'validation.tutor.yearsOfExperienceNotNumber',
    ]);
  });

  it('reads a subject price in Arabic digits as the two-decimal string money takes', () => {
    expect(tutorPriceSchema.parse('٢٥٫٥')).toBe('25.50');
    expect(tutorPriceSchema.parse('۴۰')).toBe('40.00');
    expect(tutorPriceSchema.safeParse('٢٥٫٥٥٥').success).toBe(false);
  });

  it('reads search prices in Arabic digits', () => {
    const query = tutorSearchQuerySchema.parse({ minPrice: '١٠', maxPrice: '٢٥٫٥' });
    expect(query.minPrice).toBe(10);
    expect(query.maxPrice).toBe(25.5);
  });
});

describe('phone numbers', () => {
  it('stores every international form as E.164', () => {
    expect(toE164Phone('+966 50 123 4567')).toBe('+966501234567');
    expect(toE164Phone('00966501234567')).toBe('+966501234567');
    expect(toE164Phone('+٩٦٦٥٠١٢٣٤٥٦٧')).toBe('+966501234567');
    expect(toE164Phone('(+20) 100-123-4567')).toBe('+201001234567');
  });

  it('reads a local number in the given country only', () => {
    expect(toE164Phone('0501234567', 'SA')).toBe('+966501234567');
    expect(toE164Phone('٠٥٠١٢٣٤٥٦٧', 'SA')).toBe('+966501234567');
    expect(toE164Phone('0501234567')).toBeUndefined();
    expect(toE164Phone('+96650', 'SA')).toBeUndefined();
    expect(toE164Phone('call me', 'SA')).toBeUndefined();
  });

  const signup = {
    UserType: '0',
    FullName: 'Sara',
    Email: 'sara@example.com',
    Password: 'secret1',
    ConfirmPassword: 'secret1',
    StudentInfo: {
      Age: '١٢',
      CurrentGrade: '1',
      SubjectsNeeded: ['1'],
      SchoolName: 'School',
      LearningGoals: 'Goals',
      PreferredLearningTime: 'morning',
    },
  };

  it('takes a Saudi mobile written locally at signup from a user in Riyadh', () => {
    const parsed = registerSchema.parse({
      ...signup,
      PhoneNumber: '0501234567',
      TimeZone: 'Asia/Riyadh',
    });
    expect(parsed.PhoneNumber).toBe('+966501234567');
  });

  it('refuses a local number without a zone to place it', () => {
    const result = registerSchema.safeParse({ ...signup, PhoneNumber: '0501234567' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.signup.phoneInvalid',
    ]);
  });

  it('reads a local number on /profile in the country of the zone sent with it', () => {
    expect(
      accountPatchSchema.parse({ phoneNumber: '010 0123 4567', timeZone: 'Africa/Cairo' })
        .phoneNumber,
    ).toBe('+201001234567');
    expect(accountPatchSchema.safeParse({ phoneNumber: '0501234567' }).success).toBe(false);
  });
});
