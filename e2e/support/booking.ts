import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { dataOf } from './api';
import { topUpOverApi } from './wallet';

type Headers = Record<string, string>;

/**
 * A tutor, logged in over the API, prices the first subject and opens every hour of every day in
 * UTC, or the given hours of every day (done on their own pages elsewhere); answers the
 * subject's id.
 */
export async function openForBookings(
  request: APIRequestContext,
  headers: Headers,
  hours = { start: '00:00', end: '24:00' },
) {
  const subjects = await dataOf<{ id: number }[]>(await request.get('/api/v1/subjects'));
  const subjectId = subjects[0]?.id ?? 0;
  await dataOf(
    await request.post('/api/v1/tutor/subject-price', {
      headers,
      data: { subjectId, onlinePrice: '40', offlinePrice: '50' },
    }),
  );
  await dataOf(
    await request.put('/api/v1/tutor/availability', {
      headers,
      data: {
        timeZone: 'UTC',
        minimumNoticeMinutes: 60,
        bookingHorizonDays: 30,
        autoConfirm: false,
        sessionMinutes: 60,
        weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...hours })),
        dateOverrides: [],
      },
    }),
  );
  return subjectId;
}

/**
 * A family, logged in over the API, asks for the tutor's first free hour: a parent for their
 * first child, a student for themselves, paying from a wallet topped up for it first. Answers
 * the new booking.
 */
export async function bookFirstFreeHour(
  request: APIRequestContext,
  family: { headers: Headers; isParent: boolean },
  tutor: { id: string; subjectId: number },
) {
  const { headers } = family;
  let childId: string | undefined;
  if (family.isParent) {
    const children = await dataOf<{ id: string }[]>(
      await request.get('/api/v1/parent/children', { headers }),
    );
    childId = children[0]?.id;
  }
  const { slots } = await dataOf<{ slots: { start: string; end: string }[] }>(
    await request.get(`/api/v1/tutors/${tutor.id}/slots`),
  );
  const slot = slots[0];
  if (!slot) throw new Error('the tutor has no free time');
  // An hour of openForBookings' price.
  await topUpOverApi(request, headers, '40');
  return dataOf<{ id: string; start: string; end: string }>(
    await request.post('/api/v1/bookings', {
      headers,
      data: { tutorId: tutor.id, subjectId: tutor.subjectId, start: slot.start, childId },
    }),
  );
}

/**
 * The booking page's subject step, answered: by the page itself when the tutor teaches one
 * subject or the link named it (issue 30), else by choosing the first subject. The step can show
 * for a moment before the page answers it and moves on to `next`, so a single look at it
 * would race the page: this looks again until `next` shows.
 */
export async function chooseSubjectIfAsked(page: Page, subjectHeading: string, next: Locator) {
  await expect(async () => {
    if (await next.isVisible()) return;
    await page
      .getByRole('region', { name: subjectHeading })
      .getByRole('button')
      .first()
      .click({ timeout: 2_000 });
    await expect(next).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}
