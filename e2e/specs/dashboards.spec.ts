import { expect, test } from '../support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer } from '../support/api';
import { approvedTutorOverApi } from '../support/approval';
import { bookFirstFreeHour, openForBookings } from '../support/booking';
import { texts as authTexts } from '../support/auth-texts';
import { setServerNowBefore, shiftServerClock } from '../support/clock';
import { visitWith } from '../support/preferences';
import { axeClean, signUpConfirmAndLogIn, uniqueEmail } from '../support/signup';

/**
 * A tutor's day on their dashboard: a new tutor starts from first steps; once priced and with
 * hours, a family's request arrives and is confirmed in place; after the class is completed the
 * dashboard asks for its notes and counts what it earned. The server's clock is moved
 * (PUT /api/dev/clock), so this spec runs in the "bookings" project, after every other spec.
 */

const texts = {
  en: {
    firstSteps: 'Your first steps',
    addPhoto: 'Add a photo',
    setHours: 'Set my hours',
    notListed: 'Not yet listed: finish and submit your application.',
    openApplication: 'Open my application',
    listed: 'Families can find you in search.',
    publicProfile: 'See my profile as families see it',
    requests: 'Waiting for your answer',
    oneRequest: 'One request is waiting for your answer.',
    noRequests: 'No requests are waiting.',
    confirm: 'Confirm',
    comingUp: 'Coming up',
    confirmed: 'Confirmed',
    over: 'This session is over',
    toMark: 'To mark',
    join: /Join/,
    complete: 'Mark as completed',
    completed: 'Completed',
    notesNeeded: 'Sessions waiting for your notes',
    writeNotes: /^Write notes: /,
    earnings: 'Earnings',
    nothingEarned: /Nothing earned yet/,
    thisMonth: 'This month',
    oneSession: 'One completed session',
    // The session's 40.00, less the platform's 15 % (decision 0025).
    earned: '$34.00',
    chart: 'Earnings of the last 12 months',
    reviews: 'Reviews',
    noReviews: 'No reviews yet.',
  },
  ar: {
    firstSteps: 'خطواتك الأولى',
    addPhoto: 'أضف صورة',
    setHours: 'حدّد ساعاتي',
    notListed: 'ملفك غير ظاهر بعد: أكمِل طلبك وأرسِله.',
    openApplication: 'افتح طلبي',
    listed: 'تستطيع العائلات أن تجدك في البحث.',
    publicProfile: 'اعرض ملفي كما تراه العائلات',
    requests: 'بانتظار ردّك',
    oneRequest: 'طلب واحد بانتظار ردّك.',
    noRequests: 'لا طلبات بانتظار ردّك.',
    confirm: 'تأكيد',
    comingUp: 'القادمة',
    confirmed: 'مؤكدة',
    over: 'انتهت هذه الجلسة',
    toMark: 'بانتظار تسجيلك',
    join: /انضم/,
    complete: 'تسجيلها مكتملة',
    completed: 'مكتملة',
    notesNeeded: 'جلسات بانتظار ملاحظاتك',
    writeNotes: /^اكتب الملاحظات: /,
    earnings: 'الأرباح',
    nothingEarned: /لم تربح شيئًا بعد/,
    thisMonth: 'هذا الشهر',
    oneSession: 'جلسة مكتملة واحدة',
    earned: /34\.00\sUS\$/,
    chart: /^أرباح آخر (12|١٢) شهرًا$/,
    reviews: 'المراجعات',
    noReviews: 'لا مراجعات بعد.',
  },
};

const journeys = [
  { language: 'en', theme: 'light' },
  { language: 'ar', theme: 'dark' },
] as const;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.afterAll(async ({ request }) => {
  await shiftServerClock(request, 0);
});

/** The demo parent books the tutor's first free hour for their first child: a request. */
async function familyRequests(request: APIRequestContext, tutorId: string, subjectId: number) {
  const { headers } = await bearer(request, 'parent@nibras.test', 'Nibras123!');
  return bookFirstFreeHour(request, { headers, isParent: true }, { id: tutorId, subjectId });
}

async function signUpTutor(page: Page, language: 'en' | 'ar', theme: 'light' | 'dark') {
  const account = authTexts[language];
  const email = uniqueEmail(`tutor-dashboard-${language}`);
  const password = 'secret-123';
  await visitWith(page, '/signup/tutor', { language, theme });
  await signUpConfirmAndLogIn(page, account, 'tutor', email, password);
  await expect(page).toHaveURL('/dashboard/tutor');
  return { email, password };
}

for (const { language, theme } of journeys) {
  const text = texts[language];

  test(`a tutor's day on the dashboard (${language}, ${theme})`, async ({ page, request }) => {
    const { email, password } = await signUpTutor(page, language, theme);

    // New: first steps, each with the page that fills it in, and nothing earned yet. The signup
    // priced the subjects taught, but only an approved application lists a tutor (issue 29).
    const checklist = page.getByRole('region', { name: text.firstSteps });
    await expect(checklist.getByRole('link', { name: text.addPhoto })).toHaveAttribute(
      'href',
      '/dashboard/tutor/profile',
    );
    await expect(checklist.getByRole('link', { name: text.setHours })).toHaveAttribute(
      'href',
      '/dashboard/tutor/availability',
    );
    await expect(checklist.getByText(text.notListed)).toBeVisible();
    await expect(checklist.getByRole('link', { name: text.openApplication })).toHaveAttribute(
      'href',
      '/dashboard/tutor/application',
    );
    const earnings = page.getByRole('region', { name: text.earnings });
    await expect(earnings.getByText(text.nothingEarned)).toBeVisible();
    await expect(page.getByRole('region', { name: text.reviews })).toContainText(text.noReviews);
    await axeClean(page);

    // The tutor's application is submitted and approved (as in tutor-applications.spec.ts); with
    // hours open, a family asks for a booking.
    const tutor = await approvedTutorOverApi(request, { email, password });
    const subjectId = await openForBookings(request, tutor.headers);
    const booking = await familyRequests(request, tutor.id, subjectId);

    await page.reload();
    await expect(checklist.getByRole('link', { name: text.setHours })).toHaveCount(0);
    await expect(checklist.getByText(text.listed)).toBeVisible();
    const requests = page.getByRole('region', { name: text.requests });
    await expect(requests.getByText(text.oneRequest)).toBeVisible();

    // Confirmed in place: the request leaves the list and joins the bookings ahead.
    await requests.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(requests.getByText(text.noRequests)).toBeVisible();
    await expect(
      page.getByRole('region', { name: text.comingUp }).getByText(text.confirmed),
    ).toBeVisible();
    await axeClean(page);

    // After the class the tutor completes it; the dashboard asks for notes and counts the money.
    await setServerNowBefore(page.request, booking.end, -2);
    await page.goto(`/sessions/${booking.id}`);
    // Over and not yet marked: it says so, with no Join and no "Confirmed".
    await expect(page.getByRole('heading', { name: text.over })).toBeVisible();
    await expect(page.getByText(text.toMark, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: text.join })).toHaveCount(0);
    await page.getByRole('button', { name: text.complete }).click();
    await expect(page.getByText(text.completed).first()).toBeVisible();
    await page.goto('/dashboard/tutor');
    const notes = page.getByRole('region', { name: text.notesNeeded });
    await expect(notes.getByRole('link', { name: text.writeNotes })).toHaveAttribute(
      'href',
      `/sessions/${booking.id}`,
    );
    const thisMonth = earnings.locator('dl > div').filter({ hasText: text.thisMonth });
    await expect(thisMonth).toContainText(text.earned);
    await expect(thisMonth).toContainText(text.oneSession);
    await expect(earnings.getByRole('img', { name: text.chart })).toBeVisible();
    await axeClean(page);
    // A 375 px phone: every section fits, nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);

    // The public profile, as families see it.
    await checklist.getByRole('link', { name: text.publicProfile }).click();
    await expect(page).toHaveURL(`/tutors/${tutor.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sara Ahmed' })).toBeVisible();
    await shiftServerClock(page.request, 0);
  });
}
