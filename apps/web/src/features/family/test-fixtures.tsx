import type { Child, ChildProgress } from '@nibras/contracts/family';
import { envelope } from '@/test/app-fakes';

/** Sample answers of the API for this feature's tests. */

export const monaId = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const omarId = '8d2e3f4a-5b6c-4d7e-9f8a-0b1c2d3e4f5a';

export function child(overrides: Partial<Child> = {}): Child {
  return {
    id: omarId,
    name: 'Omar',
    age: 9,
    gradeId: 100,
    preferredLanguage: 'ar',
    schoolName: 'Cairo Language School',
    learningGoals: 'Read with confidence.',
    preferredLearningTime: 'weekend',
    subjectIds: [7],
    login: null,
    ...overrides,
  };
}

/** The catalog the shared picker walks: one system, one level, one grade with two subjects. */
export const catalogApi = {
  'GET /api/v1/education/systems': () => ({
    body: envelope({ educationSystems: [{ id: 1, slug: 'egypt', name: 'Egyptian National' }] }),
  }),
  'GET /api/v1/education/systems/1/levels': () => ({
    body: envelope([{ id: 10, systemId: 1, slug: 'primary', name: 'Primary' }]),
  }),
  'GET /api/v1/education/levels/10/grades': () => ({
    body: envelope([{ id: 100, levelId: 10, slug: 'g4', name: 'Grade 4' }]),
  }),
  'GET /api/v1/education/grades/100/subjects': () => ({
    body: envelope({
      subjects: [
        { id: 7, slug: 'math', name: 'Math', icon: 'calculator' },
        { id: 8, slug: 'science', name: 'Science', icon: 'flask-conical' },
      ],
    }),
  }),
};

const none = { completed: 0, learnerNoShow: 0, tutorNoShow: 0, cancelled: 0, lateCancelled: 0 };

export function progress(overrides: Partial<ChildProgress> = {}): ChildProgress {
  const math = { id: 7, nameEn: 'Math', nameAr: 'الرياضيات' };
  const science = { id: 8, nameEn: 'Science', nameAr: 'العلوم' };
  return {
    timeZone: 'Africa/Cairo',
    months: [
      {
        month: '2026-05',
        subjects: [
          {
            subject: math,
            sessions: 2,
            minutes: 90,
            attendance: { ...none, completed: 2, learnerNoShow: 1 },
          },
        ],
        attendance: { ...none, completed: 2, learnerNoShow: 1 },
      },
      {
        month: '2026-06',
        subjects: [
          { subject: math, sessions: 1, minutes: 60, attendance: { ...none, completed: 1 } },
          {
            subject: science,
            sessions: 1,
            minutes: 30,
            attendance: { ...none, completed: 1, cancelled: 1 },
          },
        ],
        attendance: { ...none, completed: 2, cancelled: 1 },
      },
    ],
    attendance: { ...none, completed: 4, learnerNoShow: 1, cancelled: 1 },
    notes: [
      {
        bookingId: 'b-1',
        start: '2026-06-10T15:00:00.000Z',
        subject: math,
        tutor: { id: 't-1', fullName: 'Layla Haddad' },
        notes: 'Omar added halves and quarters on his own.',
        homework: 'Page 12, exercises 1 to 4.',
      },
    ],
    ...overrides,
  };
}

export { logInAs } from '@/test/app-fakes';
