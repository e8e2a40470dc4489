import { expect, test } from '../support/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { bearer, confirmedParentOverApi, confirmedTutorOverApi, dataOf } from '../support/api';
import { approvedTutorOverApi } from '../support/approval';
import { openForBookings } from '../support/booking';
import { setServerNowBefore, shiftServerClock } from '../support/clock';
import { visitWith } from '../support/preferences';
import { axeClean, signedInElsewhere, uniqueEmail } from '../support/signup';
import { topUpOverApi } from '../support/wallet';

/**
 * Issue 34, as a family and a tutor live it. Weekly lessons: a parent books four weeks at one
 * time, one of which another family has taken; the app says so before anything is made and
 * offers the nearest free time that week; the parent takes it, the tutor confirms every week in
 * one step and the parent skips one week, which leaves the others alone. Ramadan hours: a tutor
 * sets evening hours for Ramadan, and their profile's free times follow them once the server's
 * clock is in Ramadan. The clock moves, so this spec runs in the bookings project.
 */

const password = 'secret-123';

const texts = {
  en: {
    summaryHeading: 'Check and confirm',
    everyWeek: /^Book this time every week/,
    forWeeks: 'For',
    bookEveryWeek: 'Book every week',
    oneTaken: '1 week is not free. Nothing is booked yet.',
    instead: /^Nearest free time that week: /,
    bookWithTimes: 'Book every week with these times',
    requestSent: 'Request sent',
    series: 'Weekly lessons',
    confirmAll: 'Confirm every week',
    confirmed: 'Confirmed',
    skip: 'Skip this week',
    cancelled: 'Cancelled',
    comingUp: 'Coming up',
    ramadanHours: 'Ramadan hours',
    ramadanSwitch: 'Different hours in Ramadan',
    saveHours: 'Save hours',
    hoursSaved: 'Your hours are saved.',
    nextTimes: 'Next free times',
  },
  ar: {
    summaryHeading: 'راجِع وأكّد',
    everyWeek: /^احجز هذا الموعد كل أسبوع/,
    forWeeks: 'المدة',
    bookEveryWeek: 'احجز كل أسبوع',
    oneTaken: 'أسبوع واحد غير متاح. لم يُحجز شيء بعد.',
    instead: /^أقرب وقت متاح في ذلك الأسبوع: /,
    bookWithTimes: 'احجز كل أسبوع بهذه الأوقات',
    requestSent: 'أُرسل الطلب',
    series: 'حصص أسبوعية',
    confirmAll: 'تأكيد كل الأسابيع',
    confirmed: 'مؤكدة',
    skip: 'تخطَّ هذا الأسبوع',
    cancelled: 'ملغاة',
    comingUp: 'القادمة',
    ramadanHours: 'ساعات رمضان',
    ramadanSwitch: 'ساعات مختلفة في رمضان',
    saveHours: 'احفظ الساعات',
    hoursSaved: 'تم حفظ مواعيدك.',
    nextTimes: 'أقرب الأوقات المتاحة',
  },
} as const;

type Occurrence = { id: string; start: string; status: string; seriesId: string | null };

const journeys = [
  { language: 'en', theme: 'light' },
  { language: 'ar', theme: 'dark' },
] as const;

const dayMs = 24 * 3_600_000;

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  await shiftServerClock(request, 0);
});

const anHour = { start: '09:00', end: '10:00' };

/** A new approved tutor, open to bookings in UTC (every hour unless `hours` says otherwise). */
async function newTutor(request: APIRequestContext, label: string, hours?: typeof anHour) {
  const account = { email: uniqueEmail(label), password, fullName: 'Huda Weekly' };
  await confirmedTutorOverApi(request, account);
  const tutor = await approvedTutorOverApi(request, account);
  const subjectId = await openForBookings(request, tutor.headers, hours);
  return { ...tutor, ...account, subjectId };
}

/** A new parent with one child, their wallet topped up; answers their login and child's id. */
async function newFamily(request: APIRequestContext, label: string, topUp: string) {
  const account = {
    email: uniqueEmail(label),
    password,
    fullName: 'Sara Ahmed',
    childName: 'Omar',
  };
  await confirmedParentOverApi(request, account);
  const parent = await bearer(request, account.email, password);
  await topUpOverApi(request, parent.headers, topUp);
  const [child] = await dataOf<{ id: string }[]>(
    await request.get('/api/v1/parent/children', { headers: parent.headers }),
  );
  return { ...parent, ...account, childId: child?.id ?? '' };
}

/** Someone at their own computer, logged in through the form. */
async function loggedIn(
  browser: Browser,
  language: 'en' | 'ar',
  theme: 'light' | 'dark',
  email: string,
): Promise<Page> {
  const page = await signedInElsewhere(
    browser,
    { language, theme, email, password },
    { timezoneId: 'UTC' },
  );
  await expect(page).toHaveURL(/\/dashboard\//);
  return page;
}

/** The first day of the next Ramadan (Umm al-Qura), at 00:00 UTC, found day by day. */
function nextRamadanStart(from: number): number {
  const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
    timeZone: 'UTC',
    month: 'numeric',
    day: 'numeric',
  });
  for (let day = Math.floor(from / dayMs) + 1; ; day += 1) {
    const parts = hijri.formatToParts(new Date(day * dayMs));
    const month = parts.find((part) => part.type === 'month')?.value;
    const date = parts.find((part) => part.type === 'day')?.value;
    if (month === '9' && date === '1') return day * dayMs;
  }
}

/** The UTC hours of the free times the profile lists. */
async function listedHours(page: Page, text: (typeof texts)['en' | 'ar']) {
  const times = page.getByRole('region', { name: text.nextTimes }).locator('time');
  await expect(times.first()).toBeVisible();
  const starts = await times.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('datetime') ?? ''),
  );
  return [...new Set(starts.map((start) => new Date(start).getUTCHours()))];
}

for (const { language, theme } of journeys) {
  const text = texts[language];

  test(`a family books weekly lessons around a taken week, the tutor confirms them all, the family skips one (${language}, ${theme})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const { request } = page;
    const tutor = await newTutor(request, `weekly-tutor-${language}`);
    const family = await newFamily(request, `weekly-parent-${language}`, '200');

    // Four weeks at 15:00 UTC, from the day after tomorrow; another family has the second.
    const today = Math.floor(Date.now() / dayMs) * dayMs;
    const weekStarts = [0, 1, 2, 3].map((week) =>
      new Date(today + (2 + 7 * week) * dayMs + 15 * 3_600_000).toISOString(),
    );
    const other = await newFamily(request, `weekly-other-${language}`, '40');
    await dataOf(
      await request.post('/api/v1/bookings', {
        headers: other.headers,
        data: {
          tutorId: tutor.id,
          subjectId: tutor.subjectId,
          start: weekStarts[1],
          childId: other.childId,
        },
      }),
    );

    // The parent, from "Book this time every week", chooses four weeks.
    const parentPage = await loggedIn(browser, language, theme, family.email);
    const params = new URLSearchParams({
      tutor: tutor.id,
      subject: String(tutor.subjectId),
      mode: 'online',
      start: weekStarts[0]!,
      child: family.childId,
      weekly: '1',
    });
    await parentPage.goto(`/book-session?${params.toString()}`);
    await expect(parentPage.getByRole('heading', { name: text.summaryHeading })).toBeVisible();
    await expect(parentPage.getByRole('checkbox', { name: text.everyWeek })).toBeChecked();
    await parentPage.getByLabel(text.forWeeks, { exact: true }).selectOption('4');
    await parentPage.getByRole('button', { name: text.bookEveryWeek, exact: true }).click();

    // The taken week is named, with the nearest free time that week; nothing is made yet.
    const conflicts = parentPage.getByRole('alert').filter({ hasText: text.oneTaken });
    await expect(conflicts).toBeVisible();
    await expect(conflicts.getByText(text.instead)).toBeVisible();
    await axeClean(parentPage);
    const before = await dataOf<{ items: unknown[] }>(
      await request.get('/api/v1/bookings', { headers: family.headers }),
    );
    expect(before.items).toHaveLength(0);

    await parentPage.getByRole('button', { name: text.bookWithTimes }).click();
    await expect(parentPage).toHaveURL(/\/sessions\/[0-9a-f-]+\/booked$/);
    await expect(
      parentPage.getByRole('heading', { level: 1, name: text.requestSent }),
    ).toBeVisible();
    const firstId = /\/sessions\/([0-9a-f-]+)\/booked$/.exec(parentPage.url())?.[1] ?? '';
    const first = await dataOf<Occurrence>(
      await request.get(`/api/v1/bookings/${firstId}`, { headers: family.headers }),
    );
    const seriesOf = async () =>
      (
        await dataOf<{ occurrences: Occurrence[] }>(
          await request.get(`/api/v1/booking-series/${first.seriesId}`, {
            headers: family.headers,
          }),
        )
      ).occurrences.sort((a, b) => a.start.localeCompare(b.start));
    const weeks = await seriesOf();
    // Weeks 1, 3 and 4 at the time asked; week 2 at its alternative, in the same week.
    expect([weeks[0]?.start, weeks[2]?.start, weeks[3]?.start]).toEqual([
      weekStarts[0],
      weekStarts[2],
      weekStarts[3],
    ]);
    expect(weeks[1]?.start).not.toBe(weekStarts[1]);
    const moved = Date.parse(weeks[1]!.start) - Date.parse(weekStarts[1]!);
    expect(Math.abs(moved)).toBeLessThan(7 * dayMs);

    // The tutor confirms every week in one step, from one of them.
    const tutorPage = await loggedIn(browser, language, theme, tutor.email);
    await tutorPage.goto(`/sessions/${weeks[2]!.id}`);
    const tutorSeries = tutorPage.getByRole('region', { name: text.series });
    await tutorSeries.getByRole('button', { name: text.confirmAll }).click();
    await expect(tutorSeries.getByRole('button', { name: text.confirmAll })).toHaveCount(0);
    await expect(tutorPage.getByText(text.confirmed).first()).toBeVisible();
    await axeClean(tutorPage);
    await expect
      .poll(async () => (await seriesOf()).map((week) => week.status))
      .toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed']);
    // The dashboard shows the lessons as weekly ones.
    await tutorPage.goto('/dashboard/tutor');
    await expect(
      tutorPage
        .getByRole('region', { name: text.comingUp })
        .getByRole('listitem')
        .filter({ has: tutorPage.locator(`a[href="/sessions/${weeks[0]!.id}"]`) })
        .getByText(text.series),
    ).toBeVisible();
    await tutorPage.context().close();

    // The parent skips the third week; the other three stay as they were.
    await parentPage.goto(`/sessions/${weeks[2]!.id}`);
    const familySeries = parentPage.getByRole('region', { name: text.series });
    await familySeries.getByRole('button', { name: text.skip }).click();
    await expect(parentPage.getByText(text.cancelled).first()).toBeVisible();
    await expect(familySeries.getByRole('button', { name: text.skip })).toHaveCount(0);
    await axeClean(parentPage);
    await expect
      .poll(async () => (await seriesOf()).map((week) => week.status))
      .toEqual(['confirmed', 'confirmed', 'cancelled', 'confirmed']);
    await parentPage.context().close();
  });

  test(`a tutor sets Ramadan hours and the profile's free times follow them in Ramadan (${language}, ${theme})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // Usual hours: 09:00 to 10:00 UTC every day.
    const tutor = await newTutor(page.request, `ramadan-tutor-${language}`, anHour);

    // The tutor turns Ramadan hours on (a copy of the usual week) and moves every day's to the
    // evening, 20:00 to 22:00.
    const tutorPage = await loggedIn(browser, language, theme, tutor.email);
    await tutorPage.goto('/dashboard/tutor/availability');
    const ramadan = tutorPage.getByRole('region', { name: text.ramadanHours });
    await ramadan.getByRole('switch', { name: text.ramadanSwitch }).check();
    const ranges = ramadan.getByRole('group');
    await expect(ranges).toHaveCount(7);
    for (const range of await ranges.all()) {
      await range.getByRole('combobox').nth(1).selectOption('22:00');
      await range.getByRole('combobox').nth(0).selectOption('20:00');
    }
    await axeClean(tutorPage);
    await tutorPage.getByRole('button', { name: text.saveHours }).click();
    await expect(tutorPage.getByText(text.hoursSaved).first()).toBeVisible();
    await tutorPage.context().close();

    // Today (not Ramadan) a family sees the usual hours on the profile.
    await visitWith(page, `/tutors/${tutor.id}`, { language, theme });
    expect(await listedHours(page, text)).toEqual([9]);

    // On Ramadan's second day the free times are the evening ones.
    const ramadanStart = nextRamadanStart(Date.now());
    await setServerNowBefore(page.request, new Date(ramadanStart + dayMs).toISOString(), 0);
    await page.reload();
    expect((await listedHours(page, text)).sort()).toEqual([20, 21]);
    await axeClean(page);
    await shiftServerClock(page.request, 0);
  });
}
