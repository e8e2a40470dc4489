import { expect, test } from '../support/test';
import { bearer } from '../support/api';
import { applicationAnswers, tinyPdf } from '../support/approval';
import { texts as authTexts } from '../support/auth-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAsOperator } from '../support/operator';
import { visitWith } from '../support/preferences';
import { axeClean, onePixelPng, signUpConfirmAndLogIn, uniqueEmail } from '../support/signup';

/**
 * A new tutor's way to being listed (issue 29, decision 0026): signed up, the tutor is not
 * listed; from the dashboard's checklist they open the application, add a photo, answer, upload
 * an identity document and a certificate and submit; an operator, signed in with the second
 * factor, approves; then families find the tutor's profile.
 */

const texts = {
  en: {
    complete: 'Complete my application',
    title: 'Your tutor application',
    draft: 'Not yet listed: finish your application',
    submitted: 'Not yet listed: awaiting review',
    approved: 'Approved: you are listed',
    photoPresent: 'Your photo is on your profile.',
    subjects: 'Which subjects and grades do you teach?',
    qualifications: 'Which qualifications do you hold?',
    experience: 'Tell us about your teaching experience',
    save: 'Save answers',
    saved: 'Your answers are saved.',
    ready: 'Everything is in place. Submit your application for review.',
    submit: 'Submit application',
    applicationsTab: 'Tutor applications',
    search: 'Search by name or email',
    open: 'Open',
    detail: 'Application of Sara Ahmed',
    approve: 'Approve',
    approvedStatus: 'Approved',
    notFound: 'This tutor does not exist or is not listed yet.',
  },
  ar: {
    complete: 'أكمِل طلبي',
    title: 'طلب التدريس',
    draft: 'ملفك غير ظاهر بعد: أكمِل طلبك',
    submitted: 'ملفك غير ظاهر بعد: الطلب قيد المراجعة',
    approved: 'تمت الموافقة: ملفك ظاهر للعائلات',
    photoPresent: 'صورتك موجودة في ملفك.',
    subjects: 'ما المواد والصفوف التي تدرّسها؟',
    qualifications: 'ما المؤهلات التي تحملها؟',
    experience: 'حدّثنا عن خبرتك في التدريس',
    save: 'حفظ الإجابات',
    saved: 'تم حفظ إجاباتك.',
    ready: 'كل شيء جاهز. أرسِل طلبك للمراجعة.',
    submit: 'إرسال الطلب',
    applicationsTab: 'طلبات المعلّمين',
    search: 'البحث بالاسم أو البريد الإلكتروني',
    open: 'فتح',
    detail: 'طلب Sara Ahmed',
    approve: 'قبول',
    approvedStatus: 'مقبول',
    notFound: null,
  },
};

const journeys = [
  { language: 'en', theme: 'light' },
  { language: 'ar', theme: 'dark' },
] as const;

// Signup, confirmation, an operator's sign-in (which may wait for the next 30-second code).
test.setTimeout(180_000);

for (const { language, theme } of journeys) {
  const text = texts[language];

  test(`a new tutor applies, an operator approves, families find them (${language}, ${theme})`, async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail(`tutor-application-${language}`);
    const password = 'secret-123';
    await visitWith(page, '/signup/tutor', { language, theme });
    await signUpConfirmAndLogIn(page, authTexts[language], 'tutor', email, password);
    await expect(page).toHaveURL('/dashboard/tutor');
    const tutor = await bearer(page.request, email, password);

    // Not listed yet: the public profile does not answer.
    expect((await page.request.get(`/api/v1/tutors/${tutor.id}`)).status()).toBe(404);

    // From the checklist to the application, a draft.
    await page.getByRole('link', { name: text.complete }).click();
    await expect(page).toHaveURL('/dashboard/tutor/application');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.draft })).toBeVisible();
    await axeClean(page);

    // The photo, the answers, an identity document and a certificate.
    await page.locator('#application-photo-file').setInputFiles(onePixelPng);
    await expect(page.getByText(text.photoPresent)).toBeVisible();
    await page.getByRole('textbox', { name: text.subjects }).fill(applicationAnswers.subjects);
    await page
      .getByRole('textbox', { name: text.qualifications })
      .fill(applicationAnswers.qualifications);
    await page.getByRole('textbox', { name: text.experience }).fill(applicationAnswers.experience);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await page.locator('#document-identity').setInputFiles(tinyPdf('identity-card.pdf'));
    await expect(page.getByText('identity-card.pdf')).toBeVisible();
    await page.locator('#document-qualification').setInputFiles(tinyPdf('bsc-mathematics.pdf'));
    await expect(page.getByText('bsc-mathematics.pdf')).toBeVisible();
    await expect(page.getByText(text.ready)).toBeVisible();
    await axeClean(page);

    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('heading', { name: text.submitted })).toBeVisible();
    await expect(page.getByRole('button', { name: text.submit })).toHaveCount(0);
    expect((await page.request.get(`/api/v1/tutors/${tutor.id}`)).status()).toBe(404);

    // The operator, at their own computer, signs in with the second factor and opens the tab.
    const operatorContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    await signInAsOperator(operator, { language, theme });
    await operator.getByRole('link', { name: text.applicationsTab }).click();
    await expect(operator).toHaveURL('/operator/applications');
    await expect(
      operator.getByRole('heading', { level: 1, name: text.applicationsTab }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(operator);
    // The tutor's application found by email, opened, approved.
    await operator.getByLabel(text.search).fill(email);
    const row = operator.getByRole('row').filter({ hasText: 'Sara Ahmed' });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: text.open }).click();
    const detail = operator.getByRole('dialog', { name: text.detail });
    await expect(detail.getByText(applicationAnswers.qualifications)).toBeVisible();
    await expectNoSeriousA11yViolations(operator);
    await detail.getByRole('button', { name: text.approve, exact: true }).click();
    // Decided: the form gives way to the application's new status.
    await expect(detail.getByRole('button', { name: text.approve, exact: true })).toHaveCount(0);
    await expect(detail.getByText(text.approvedStatus, { exact: true })).toBeVisible();
    await operatorContext.close();

    // Approved: the application says so, and families find the profile.
    await page.reload();
    await expect(page.getByRole('heading', { name: text.approved })).toBeVisible();
    await axeClean(page);
    expect((await page.request.get(`/api/v1/tutors/${tutor.id}`)).status()).toBe(200);
    await page.goto(`/tutors/${tutor.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sara Ahmed' })).toBeVisible();
    if (text.notFound) await expect(page.getByText(text.notFound)).toHaveCount(0);
  });
}
