import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, fakeApi, renderPage, switchLanguage } from '@/test/app-fakes';
import { NextSlots } from './next-slots';

const tutorId = '0b6f1c2e-5d4a-4f8e-9c3b-2a1d0e9f8c7b';
const noSlots = (timeZone: string | null) =>
  envelope({
    tutorId,
    timeZone,
    slotMinutes: 60,
    from: '2026-11-27T00:00:00.000Z',
    to: '2026-12-11T00:00:00.000Z',
    slots: [],
  });

beforeEach(async () => {
  await switchLanguage('en');
});

describe('a profile without free times', () => {
  it('says when the tutor has no weekly hours at all', async () => {
    fakeApi({ [`GET /api/v1/tutors/${tutorId}/slots`]: () => ({ body: noSlots(null) }) });
    renderPage(<NextSlots tutorId={tutorId} />, '/tutors/x');
    expect(
      await screen.findByText('No weekly hours set yet, so there is no time to book for now.'),
    ).toBeVisible();
  });

  it('says when the hours are there but every time is taken', async () => {
    fakeApi({ [`GET /api/v1/tutors/${tutorId}/slots`]: () => ({ body: noSlots('Asia/Riyadh') }) });
    renderPage(<NextSlots tutorId={tutorId} />, '/tutors/x');
    expect(await screen.findByText('No free times in the next two weeks.')).toBeVisible();
  });

  it('says it in Arabic', async () => {
    await switchLanguage('ar');
    fakeApi({ [`GET /api/v1/tutors/${tutorId}/slots`]: () => ({ body: noSlots(null) }) });
    renderPage(<NextSlots tutorId={tutorId} />, '/tutors/x');
    expect(
      await screen.findByText('لا ساعات أسبوعية محدّدة بعد، فلا وقت للحجز الآن.'),
    ).toBeVisible();
  });
});
