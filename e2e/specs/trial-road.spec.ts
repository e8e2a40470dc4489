import { expect, test } from '../support/test';
import { actionCounter } from '../support/action-count';
import { texts as authTexts } from '../support/auth-texts';
import { linkFromMailbox } from '../support/mailbox';
import { visitWith } from '../support/preferences';
import { axeClean, uniqueEmail } from '../support/signup';

/**
 * Issue 30, "the first lesson in minutes": a new parent on a phone, from the home page to a
 * booked free trial, signing up and confirming the email on the way. The road is counted and
 * fails above the goal: at most 8 clicks and 6 typed (or chosen) fields, in both languages.
 */
const goal = { clicks: 8, typed: 6 };

const texts = {
  en: {
    bookFree: 'Book a free session',
    subject: 'Math',
    subjectHeading: 'Which subject?',
    tutor: 'Choose Layla Haddad',
    timeHeading: 'Pick a time',
    signUp: 'Sign up',
    summaryHeading: 'Check and confirm',
    trialPrice: 'Free trial, 30 minutes',
    free: 'Free',
    toPaid: 'Book a paid session instead',
    paidPrice: /^\$[\d.]+ for \d+ minutes$/,
    confirmBooking: 'Confirm booking',
  },
  ar: {
    bookFree: 'احجز حصة مجانية',
    subject: 'الرياضيات',
    subjectHeading: 'أي مادة؟',
    tutor: 'اختر Layla Haddad',
    timeHeading: 'اختر موعدًا',
    signUp: 'إنشاء حساب',
    summaryHeading: 'راجِع وأكّد',
    trialPrice: 'حصة تجريبية مجانية، 30 دقيقة',
    free: 'مجانًا',
    toPaid: 'احجز جلسة مدفوعة بدلًا منها',
    paidPrice: /US\$.* مقابل \d+ دقيقة$/,
    confirmBooking: 'أكّد الحجز',
  },
} as const;

test.use({ viewport: { width: 375, height: 812 } });

for (const language of ['en', 'ar'] as const) {
  const text = texts[language];
  const account = authTexts[language];

  test(`a new parent books a free trial from the home page within the goal (${language}, 375 px)`, async ({
    page,
  }) => {
    const road = actionCounter(page);
    const email = uniqueEmail(`trial-road-${language}`);
    await visitWith(page, '/', { language, theme: 'light' });

    // Home: the free trial is chosen from the first tap.
    await road.click(page.getByRole('link', { name: text.bookFree }).first());
    await expect(page).toHaveURL(/\/book-session\?trial=1/);
    await road.click(
      page
        .getByRole('region', { name: text.subjectHeading })
        .getByRole('button', { name: text.subject, exact: true }),
    );
    await road.click(page.getByRole('button', { name: text.tutor }));
    await expect(page.getByRole('heading', { name: text.timeHeading })).toBeVisible();
    await road.click(
      page
        .getByRole('region', { name: text.timeHeading })
        .getByRole('button')
        .filter({ has: page.locator('time') })
        // The two languages run side by side with the same tutor: each takes its own time,
        // or the second to confirm finds it booked.
        .nth(language === 'en' ? 0 : 1),
    );

    // Sign up on the way: one step, only what booking needs.
    await road.click(page.getByRole('link', { name: text.signUp, exact: true }));
    await expect(page).toHaveURL(/\/signup\/parent\?next=/);
    await road.fill(page.getByLabel(account.fullName), 'Huda Saleh');
    await road.fill(page.getByLabel(account.email), email);
    await road.fill(page.getByLabel(account.password, { exact: true }), 'secret-123');
    await road.fill(page.getByLabel(account.childName), 'Reem');
    const grade = page.getByLabel(account.childGrade, { exact: true });
    await expect(grade).toBeEnabled();
    await road.choose(grade, { index: 1 });
    // Neither the age nor the time is asked (decision 0027): the time comes from the lesson
    // chosen, the age later on the child's page.
    await expect(page.getByLabel(account.time)).toHaveCount(0);
    await expect(page.getByLabel(account.age, { exact: true })).toHaveCount(0);
    await axeClean(page);
    await road.click(page.getByRole('button', { name: account.create }));
    await expect(page.getByRole('heading', { name: account.checkEmail })).toBeFocused();

    // The emailed link signs in on this device and returns to the booking, at its summary:
    // the only child is chosen, the trial is free.
    await road.openLink(await linkFromMailbox(page.request, email, '/email-confirmation'));
    await expect(page).toHaveURL(/\/book-session\?.*trial=1/);
    await expect(page.getByRole('heading', { name: text.summaryHeading })).toBeVisible();
    await expect(page.getByText(text.trialPrice)).toBeVisible();
    await expect(
      page.getByRole('complementary').getByText(text.free, { exact: true }),
    ).toBeVisible();
    await axeClean(page);
    // Beside the trial, a paid session at the tutor's price is one tap away (whether it keeps
    // this time depends on the tutor's day: the web tests take both roads).
    await expect(page.getByRole('button', { name: text.toPaid })).toHaveAccessibleDescription(
      text.paidPrice,
    );
    await road.click(page.getByRole('button', { name: text.confirmBooking }));
    await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]+\/booked$/);

    expect(road.counts.clicks, 'clicks from the home page to a booked trial').toBeLessThanOrEqual(
      goal.clicks,
    );
    expect(road.counts.typed, 'fields typed or chosen on the way').toBeLessThanOrEqual(goal.typed);
  });
}
