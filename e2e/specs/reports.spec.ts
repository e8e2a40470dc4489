import { expect, test } from '../support/test';
import { bearer, confirmedParentOverApi, confirmedTutorOverApi, dataOf } from '../support/api';
import { approvedTutorOverApi } from '../support/approval';
import { texts as authTexts } from '../support/auth-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { bookFirstFreeHour, openForBookings } from '../support/booking';
import { signInAsOperator } from '../support/operator';
import { visitWith } from '../support/preferences';
import { logIn, uniqueEmail } from '../support/signup';

/**
 * A report's whole way (issue 29): a parent reports a tutor's message in their conversation
 * (the shared report dialog); an operator, signed in with the second factor, opens it in the
 * Reports tab and hides the message, then suspends the tutor in People; the parent sees the
 * message removed, and the outcome under "Your reports" on /profile. The tutor opens every hour
 * of the week (as in messaging.spec.ts), so this runs in the "bookings" project.
 */

const texts = {
  en: {
    tutorWrites: 'Pay me directly by bank transfer, not through the site.',
    history: /^Messages with /,
    reportLabel: (name: string) => `Report the message from ${name}`,
    dialogTitle: 'Report this message',
    reason: 'Asks to pay or meet outside Nibras',
    details: 'Details (optional)',
    detailsText: 'The tutor asks us to pay outside the platform.',
    send: 'Send report',
    sent: 'Thank you. Your report has reached our team; we will tell you what we decide.',
    reportsTab: 'Reports',
    open: 'Open',
    detail: (name: string) => `Report about ${name}`,
    decisionReason: 'Reason (kept in the audit log; a warning or suspension tells the account)',
    note: 'Note to the reporter (optional)',
    hide: 'Hide the content',
    decided: 'The report is closed and the reporter is told.',
    closedHidden: 'Closed: The content was removed',
    peopleTab: 'People',
    search: 'Name or email',
    suspendReason: 'Reason (kept in the audit log)',
    suspend: 'Suspend',
    removed: 'This message was removed',
    myReports: 'Your reports',
    outcome: 'The content was removed',
    about: (name: string) => `Message: ${name}`,
    noteShown: (note: string) => `Note from our team: ${note}`,
  },
  ar: {
    tutorWrites: 'ادفعوا لي مباشرة بتحويل بنكي، لا عبر الموقع.',
    history: /^الرسائل مع /,
    reportLabel: (name: string) => `الإبلاغ عن رسالة ${name}`,
    dialogTitle: 'الإبلاغ عن هذه الرسالة',
    reason: 'طلب الدفع أو اللقاء خارج نبراس',
    details: 'تفاصيل (اختياري)',
    detailsText: 'يطلب المعلّم أن ندفع خارج المنصة.',
    send: 'إرسال البلاغ',
    sent: 'شكرًا لك. وصل بلاغك إلى فريقنا، وسنُعلمك بما نقرّره.',
    reportsTab: 'البلاغات',
    open: 'فتح',
    detail: (name: string) => `بلاغ بحق ${name}`,
    decisionReason: 'السبب (يُحفظ في سجل التدقيق، ويُبلَّغ به الحساب عند التحذير أو الإيقاف)',
    note: 'ملاحظة لصاحب البلاغ (اختيارية)',
    hide: 'إخفاء المحتوى',
    decided: 'أُغلق البلاغ وأُبلغ صاحبه بالنتيجة.',
    closedHidden: 'مُغلق: أُزيل المحتوى',
    peopleTab: 'الحسابات',
    search: 'الاسم أو البريد الإلكتروني',
    suspendReason: 'السبب (يُحفظ في سجل التدقيق)',
    suspend: 'إيقاف',
    removed: 'أُزيلت هذه الرسالة',
    myReports: 'بلاغاتك',
    outcome: 'أُزيل المحتوى',
    about: (name: string) => `رسالة: ${name}`,
    noteShown: (note: string) => `ملاحظة من فريقنا: ${note}`,
  },
};

const journeys = [
  { language: 'en', theme: 'light' },
  { language: 'ar', theme: 'dark' },
] as const;

const password = 'secret-123';

test.describe.configure({ mode: 'serial' });
// Two accounts, a booking, and an operator's sign-in that may wait for the next 30-second code.
test.setTimeout(240_000);

for (const { language, theme } of journeys) {
  const text = texts[language];

  test(`a parent reports a message, an operator hides it and suspends the sender (${language}, ${theme})`, async ({
    page,
    browser,
  }) => {
    const { request } = page;
    // A tutor of their own name (the console finds them by it), approved and open for bookings;
    // a parent who books them; the tutor writes in the booking's conversation.
    const suffix = `${Date.now() % 1e6}`;
    const tutorName = `Karim Tutor ${suffix}`;
    const tutorEmail = uniqueEmail(`reports-tutor-${language}`);
    await confirmedTutorOverApi(request, { email: tutorEmail, password, fullName: tutorName });
    const tutor = await approvedTutorOverApi(request, { email: tutorEmail, password });
    const subjectId = await openForBookings(request, tutor.headers);
    const parentEmail = uniqueEmail(`reports-parent-${language}`);
    await confirmedParentOverApi(request, {
      email: parentEmail,
      password,
      fullName: 'Sara Ahmed',
      childName: 'Omar',
    });
    const parent = await bearer(request, parentEmail, password);
    const booking = await bookFirstFreeHour(
      request,
      { headers: parent.headers, isParent: true },
      { id: tutor.id, subjectId },
    );
    const conversation = await dataOf<{ id: string }>(
      await request.post('/api/v1/conversations', {
        headers: tutor.headers,
        data: { bookingId: booking.id },
      }),
    );
    await dataOf(
      await request.post(`/api/v1/conversations/${conversation.id}/messages`, {
        headers: tutor.headers,
        data: { body: text.tutorWrites },
      }),
    );

    // The parent reads the message and reports it through the shared dialog.
    await visitWith(page, '/login', { language, theme });
    await logIn(page, authTexts[language], parentEmail, password);
    await expect(page).toHaveURL('/dashboard/parent');
    await page.goto(`/messages/${conversation.id}`);
    // The conversation's history (the list of conversations beside it quotes the last message).
    const history = page.getByRole('region', { name: text.history });
    await expect(history.getByText(text.tutorWrites)).toBeVisible();
    await page.getByRole('button', { name: text.reportLabel(tutorName) }).click();
    const dialog = page.getByRole('dialog', { name: text.dialogTitle });
    await dialog.getByRole('radio', { name: text.reason }).check();
    await dialog.getByLabel(text.details).fill(text.detailsText);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.sent)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The operator, at their own computer, opens the report and hides the message.
    const operatorContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    await signInAsOperator(operator, { language, theme });
    await operator.getByRole('link', { name: text.reportsTab, exact: true }).click();
    await expect(operator).toHaveURL(/\/operator\/reports/);
    await operator
      .getByRole('row')
      .filter({ hasText: tutorName })
      .getByRole('button', { name: text.open })
      .click();
    const report = operator.getByRole('region', { name: text.detail(tutorName) });
    await expect(report.getByText(text.detailsText)).toBeVisible();
    await expect(report.getByText(text.tutorWrites)).toBeVisible();
    await expectNoSeriousA11yViolations(operator);
    const note = language === 'en' ? 'Thank you for telling us.' : 'شكرًا لإبلاغنا.';
    await report.getByLabel(text.decisionReason).fill('Asks for payment off the platform.');
    await report.getByLabel(text.note).fill(note);
    await report.getByRole('button', { name: text.hide }).click();
    await expect(operator.getByText(text.decided)).toBeVisible();
    await expect(report.getByText(text.closedHidden)).toBeVisible();

    // Then suspends the sender in People (the confirmation accepted).
    await operator.getByRole('link', { name: text.peopleTab, exact: true }).click();
    await expect(operator).toHaveURL(/\/operator\/people/);
    await operator.getByLabel(text.search).fill(tutorEmail);
    const row = operator.getByRole('row').filter({ hasText: tutorEmail });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: text.open }).click();
    const person = operator.getByRole('region', { name: new RegExp(tutorName) });
    const suspensionReason = 'Repeated requests for payment off the platform.';
    await person.getByLabel(text.suspendReason).fill(suspensionReason);
    operator.once('dialog', (confirm) => void confirm.accept());
    await person.getByRole('button', { name: text.suspend, exact: true }).click();
    await expect(person.getByText(suspensionReason)).toBeVisible();
    await expectNoSeriousA11yViolations(operator);
    await operatorContext.close();

    // The tutor can no longer sign in.
    const refused = await request.post('/api/v1/auth/login', {
      data: { email: tutorEmail, password },
    });
    expect(refused.status()).toBe(403);

    // The parent sees the message removed, and the outcome under "Your reports".
    await page.reload();
    await expect(history.getByText(text.removed)).toBeVisible();
    await expect(history.getByText(text.tutorWrites)).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.reportLabel(tutorName) })).toHaveCount(0);
    await page.goto('/profile');
    const mine = page.getByRole('region', { name: text.myReports });
    const item = mine.getByRole('listitem').filter({ hasText: text.about(tutorName) });
    await expect(item).toContainText(text.outcome);
    await expect(item).toContainText(text.noteShown(note));
    await expectNoSeriousA11yViolations(page);
  });
}
