import type { SlotsAnswer } from '@nibras/contracts/availability';
import type { Booking, BookingDetail, TrialEligibility } from '@nibras/contracts/booking';
import type { Child } from '@nibras/contracts/family';
import type { Subject } from '@nibras/contracts/catalog';
import type { TutorCard, TutorProfile } from '@nibras/contracts/tutors';
import type { Wallet } from '@nibras/contracts/wallet';
import { calendarWeekOf } from '@nibras/contracts/region-calendar';
import { CurrentPath, envelope, renderRoutes, sampleUsers } from '@/test/app-fakes';
import { NewBookingPage } from './components/new-booking-page';

/** Sample answers of the API for this feature's tests. */

export const math: Subject = { id: 3, slug: 'math', name: 'Math', icon: 'calculator' };
export const arabic: Subject = { id: 1, slug: 'arabic', name: 'Arabic', icon: 'book-open-text' };

export const tutorId = '2f1c5a52-0c53-4a5e-9a39-0f7d0c1b2a11';
export const childId = '5a6b7c8d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
export const bookingId = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

export const tutorCard: TutorCard = {
  id: tutorId,
  fullName: 'Layla Haddad',
  avatarUrl: null,
  headline: 'IGCSE maths, step by step',
  yearsOfExperience: 8,
  languagesSpoken: ['ar', 'en'],
  rating: { average: 4.5, count: 2 },
  priceFrom: { amount: '30.00', currency: 'USD' },
  subjects: [{ id: 3, name: 'Math', icon: 'calculator' }],
  teachesInPerson: false,
};

export const tutorProfile: TutorProfile = {
  id: tutorId,
  fullName: 'Layla Haddad',
  avatarUrl: null,
  headline: 'IGCSE maths, step by step',
  bio: 'I teach maths.',
  educationalBackground: 'BSc Mathematics',
  yearsOfExperience: 8,
  languagesSpoken: ['ar', 'en'],
  hourlyRate: { amount: '30.00', currency: 'USD' },
  timeZone: 'Asia/Riyadh',
  sessionMinutes: 45,
  inPersonAreas: [],
  ownPlaceArea: null,
  travelBufferMinutes: 0,
  verification: {
    identityCheckedAt: '2026-11-03T10:00:00.000Z',
    qualificationsCheckedAt: '2026-11-03T10:00:00.000Z',
  },
  grades: [],
  subjects: [
    {
      id: 3,
      name: 'Math',
      icon: 'calculator',
      onlinePrice: '30.00',
      offlinePrice: '40.00',
      currency: 'USD',
    },
    {
      id: 1,
      name: 'Arabic',
      icon: 'book-open-text',
      onlinePrice: '20.00',
      offlinePrice: '25.00',
      currency: 'USD',
    },
  ],
  rating: { average: 4.5, count: 2 },
  reviews: [],
};

/** Monday 2 June 2031, 09:00 UTC: 12:00 in Riyadh. */
export const mondayNine = '2031-06-02T09:00:00.000Z';
export const mondayTen = '2031-06-02T10:00:00.000Z';

export function slotsAnswer(slotMinutes: number, starts = [mondayNine, mondayTen]): SlotsAnswer {
  return {
    tutorId,
    timeZone: 'Asia/Riyadh',
    slotMinutes,
    from: '2031-06-01T00:00:00.000Z',
    to: '2031-06-08T00:00:00.000Z',
    slots: starts.map((start) => ({
      start,
      end: new Date(Date.parse(start) + slotMinutes * 60_000).toISOString(),
    })),
  };
}

export const children: Child[] = [
  {
    id: childId,
    name: 'Sara Hassan',
    age: 9,
    gradeId: 100,
    preferredLanguage: 'ar',
    schoolName: 'Riyadh School',
    learningGoals: 'Reading',
    preferredLearningTime: 'weekend',
    subjectIds: [],
    login: null,
  },
  {
    id: '6b7c8d9e-2f3a-4b4c-9d5e-6f7a8b9c0d1e',
    name: 'Omar Hassan',
    age: 9,
    gradeId: 101,
    preferredLanguage: 'ar',
    schoolName: 'Riyadh School',
    learningGoals: 'Reading',
    preferredLearningTime: 'weekend',
    subjectIds: [],
    login: null,
  },
];

export function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: bookingId,
    status: 'requested',
    start: mondayNine,
    end: '2031-06-02T09:45:00.000Z',
    tutor: { id: tutorId, fullName: 'Layla Haddad', avatarUrl: null, timeZone: 'Asia/Riyadh' },
    subject: { id: 3, nameEn: 'Math', nameAr: 'الرياضيات' },
    student: { id: childId, fullName: 'Sara Hassan', kind: 'child' },
    learner: {
      firstName: 'Sara',
      age: 12,
      grade: { nameEn: 'Grade 7', nameAr: 'الصف السابع' },
      goals: 'Catch up on fractions before the exam.',
    },
    trial: false,
    ended: false,
    price: { amount: '22.50', currency: 'USD' },
    payment: {
      status: 'held',
      amount: '22.50',
      currency: 'USD',
      charged: '0.00',
      disputableUntil: null,
    },
    lateCancellation: false,
    noShowParty: null,
    rescheduledFromId: null,
    rescheduledToId: null,
    createdAt: '2031-05-20T10:00:00.000Z',
    allowedActions: [],
    classroom: {
      opensAt: '2031-06-02T08:50:00.000Z',
      closesAt: '2031-06-02T09:45:00.000Z',
      open: false,
    },
    canReview: false,
    canWriteNotes: false,
    parentDecides: false,
    requestableChanges: [],
    changeRequest: null,
    mode: 'online',
    travelBufferMinutes: 0,
    area: null,
    place: null,
    address: null,
    visits: { arrivedAt: null, finishedAt: null },
    ...overrides,
  };
}

export function bookingDetail(overrides: Partial<BookingDetail> = {}): BookingDetail {
  return {
    ...booking(),
    history: [
      {
        at: '2031-05-20T10:00:00.000Z',
        actor: { id: sampleUsers.Parent.id, fullName: sampleUsers.Parent.fullName },
        fromStatus: null,
        toStatus: 'requested',
        reason: null,
      },
    ],
    notes: null,
    review: null,
    joins: [],
    dispute: null,
    ...overrides,
  };
}

export { logInAs } from '@/test/app-fakes';

/**
 * The signed-in parent's account, which every week view reads for the person's week: in
 * Riyadh, so a Saudi week (Sunday first, Friday and Saturday off).
 */
export const ownAccount = {
  ...sampleUsers.Parent,
  timeZone: 'Asia/Riyadh',
  pendingEmail: null,
  hasPassword: true,
  calendar: calendarWeekOf(null, 'Asia/Riyadh'),
};

/** The API as the booking flow reads it; slots answer by the duration asked for (45 or 30). */
export const bookingFlowApi = {
  'GET /api/v1/account': () => ({ body: envelope(ownAccount) }),
  'GET /api/v1/subjects': () => ({ body: envelope([arabic, math]) }),
  'GET /api/v1/tutors': () => ({
    body: envelope({
      items: [tutorCard],
      total: 1,
      totalCapped: false,
      pageSize: 6,
      nextCursor: null,
      previousCursor: null,
    }),
  }),
  [`GET /api/v1/tutors/${tutorId}`]: () => ({ body: envelope(tutorProfile) }),
  [`GET /api/v1/tutors/${tutorId}/slots`]: ({ url }: { url: URL }) => ({
    body: envelope(slotsAnswer(url.searchParams.get('duration') === '30' ? 30 : 45)),
  }),
  'GET /api/v1/parent/children': () => ({ body: envelope(children) }),
  // Every learner can still have the free trial with this tutor.
  'GET /api/v1/bookings/trial-eligibility': () => ({
    body: envelope(trialEligibility(children.map((child) => [child.id, true]))),
  }),
  // The summary of a paid session shows what the wallet has (issue 28).
  'GET /api/v1/wallet': () => ({ body: envelope(walletAnswer('100.00')) }),
};

/** The eligibility answer for these learners (a child's id, or null for a student). */
export function trialEligibility(learners: [string | null, boolean][]): TrialEligibility {
  return {
    tutorId,
    available: learners.length === 0 || learners.some(([, available]) => available),
    learners: learners.map(([childId, available]) => ({ childId, available })),
  };
}

/** A family's wallet as the API answers it, with nothing in its history. */
export function walletAnswer(available: string, held = '0.00'): Wallet {
  return { currency: 'USD', available, held, entries: [], page: 1, pageSize: 1, total: 0 };
}

/** /book-session at `path`, with a stub for every page it may lead to. */
export function renderBookingFlow(path: string) {
  return renderRoutes(
    [
      { path: '/book-session', element: <NewBookingPage /> },
      { path: '*', element: <CurrentPath /> },
    ],
    path,
  );
}
