import { expect, test } from '../support/test';
import type { Browser, Page } from '@playwright/test';
import { bearer, dataOf } from '../support/api';
import { approvedTutorOverApi } from '../support/approval';
import { texts as authTexts } from '../support/auth-texts';
import { bookFirstFreeHour, openForBookings } from '../support/booking';
import { linkFromMailbox } from '../support/mailbox';
import { visitWith } from '../support/preferences';
import { axeClean, signUpConfirmAndLogIn, uniqueEmail } from '../support/signup';

/**
 * Messaging with the parent in the room (issue 11): a parent books a tutor for their child; the
 * tutor writes from the booking's page; the parent's header counts it without a reload and the
 * parent reads it; the child, on their own login, answers; the parent sees the answer arrive in
 * the conversation already open. Three people at three computers, each with the live stream.
 */

/** A name as the app writes it inside a sentence: isolated in its own direction. */
const isolated = (name: string) => `\u2068${name}\u2069`;

const texts = {
  en: {
    title: 'Messages',
    empty: 'No conversations yet',
    messageFamily: 'Message the family',
    composer: 'Your message',
    history: /^Messages with /,
    unreadOne: 'Messages, 1 unread',
    noUnread: 'Messages',
    conversations: 'Conversations',
    oversightParent: (child: string) =>
      `You can read and write in ${isolated(child)}'s conversations.`,
    oversightChild: (parent: string) =>
      `Your parent ${isolated(parent)} can read this conversation.`,
    tutorWrites: 'Hello Omar! Please bring your workbook on Thursday.',
    childAnswers: 'OK, I will bring it. شكرًا!',
  },
  ar: {
    title: 'الرسائل',
    empty: 'لا توجد محادثات بعد',
    messageFamily: 'راسل العائلة',
    composer: 'رسالتك',
    history: /^الرسائل مع /,
    unreadOne: 'الرسائل، رسالة واحدة غير مقروءة',
    noUnread: 'الرسائل',
    conversations: 'المحادثات',
    oversightParent: (child: string) => `يمكنك القراءة والكتابة في محادثات ${isolated(child)}.`,
    oversightChild: (parent: string) => `بإمكان ولي أمرك ${isolated(parent)} قراءة هذه المحادثة.`,
    tutorWrites: 'مرحبًا عمر! أحضر كتاب التمارين يوم الخميس من فضلك.',
    childAnswers: 'حاضر، سأحضره. Thank you!',
  },
};

const journeys = [
  { language: 'en', theme: 'light' },
  { language: 'ar', theme: 'dark' },
] as const;

const password = 'secret-123';
/** Every signup form is filled with this name (support/signup.ts); the child is Omar. */
const grownUpName = 'Sara Ahmed';
const childName = 'Omar';

test.describe.configure({ mode: 'serial' });
// Three accounts signed up and confirmed in one journey.
test.setTimeout(240_000);

/** Someone else at their own computer, in the same language and theme. */
async function anotherPerson(browser: Browser, language: 'en' | 'ar', theme: 'light' | 'dark') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await visitWith(page, '/', { language, theme });
  return page;
}

/** The only conversation in the list, opened. */
const openTheConversation = (page: Page, text: (typeof texts)['en' | 'ar']) =>
  page.getByRole('list', { name: text.conversations }).getByRole('link').click();

/** The open conversation's history. */
const historyOf = (page: Page, text: (typeof texts)['en' | 'ar']) =>
  page.getByRole('region', { name: text.history });

/** Writes in the open conversation and waits for the message to show in its history. */
async function write(page: Page, text: (typeof texts)['en' | 'ar'], body: string) {
  await page.getByLabel(text.composer).fill(body);
  await page.getByLabel(text.composer).press('Enter');
  await expect(page.getByLabel(text.composer)).toHaveValue('');
  await expect(historyOf(page, text).getByText(body)).toBeVisible();
}

for (const { language, theme } of journeys) {
  const text = texts[language];
  const account = authTexts[language];

  test(`the tutor writes, the child answers, the parent reads both, live (${language}, ${theme})`, async ({
    page,
    browser,
  }) => {
    // The parent signs up with their child Omar; Omar gets a login of his own.
    const parentEmail = uniqueEmail(`messaging-parent-${language}`);
    const childEmail = uniqueEmail(`messaging-child-${language}`);
    await visitWith(page, '/signup/parent', { language, theme });
    await signUpConfirmAndLogIn(page, account, 'parent', parentEmail, password);
    await expect(page).toHaveURL('/dashboard/parent');
    const parent = await bearer(page.request, parentEmail, password);
    const [child] = await dataOf<{ id: string }[]>(
      await page.request.get('/api/v1/parent/children', { headers: parent.headers }),
    );
    await dataOf(
      await page.request.post(`/api/v1/parent/children/${child?.id}/login`, {
        headers: parent.headers,
        data: { email: childEmail, password },
      }),
    );

    // A tutor, and a booking the parent makes with them for Omar.
    const tutorPage = await anotherPerson(browser, language, theme);
    const tutorEmail = uniqueEmail(`messaging-tutor-${language}`);
    await tutorPage.goto('/signup/tutor');
    await signUpConfirmAndLogIn(tutorPage, account, 'tutor', tutorEmail, password);
    await expect(tutorPage).toHaveURL('/dashboard/tutor');
    // Only an approved tutor is bookable (issue 29): the application, submitted and approved.
    const tutor = await approvedTutorOverApi(page.request, { email: tutorEmail, password });
    const subjectId = await openForBookings(page.request, tutor.headers);
    const booking = await bookFirstFreeHour(
      page.request,
      { headers: parent.headers, isParent: true },
      { id: tutor.id, subjectId },
    );

    // No conversation yet: the parent's messages say where one starts.
    await page.goto('/messages');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.empty })).toBeVisible();
    await axeClean(page);

    // The tutor writes from the booking's page.
    await tutorPage.goto(`/sessions/${booking.id}`);
    await tutorPage.getByRole('button', { name: text.messageFamily }).click();
    await expect(tutorPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await write(tutorPage, text, text.tutorWrites);
    await axeClean(tutorPage);

    // Without a reload, the parent's header counts it and the list shows the conversation.
    const unread = page.getByRole('link', { name: text.unreadOne });
    await expect(unread).toBeVisible();
    await openTheConversation(page, text);
    await expect(historyOf(page, text).getByText(text.tutorWrites)).toBeVisible();
    await expect(page.getByText(text.oversightParent(childName))).toBeVisible();
    await expect(page.getByRole('link', { name: text.noUnread, exact: true })).toBeVisible();
    await axeClean(page);

    // Omar confirms his login, logs in, finds the unread message and answers it.
    const childPage = await anotherPerson(browser, language, theme);
    // The link signs Omar in on his computer (issue 30).
    await childPage.goto(await linkFromMailbox(page.request, childEmail, '/email-confirmation'));
    await expect(childPage).toHaveURL('/dashboard/child');
    await childPage.getByRole('link', { name: text.unreadOne }).click();
    await childPage
      .getByRole('link', { name: new RegExp(grownUpName) })
      .first()
      .click();
    await expect(historyOf(childPage, text).getByText(text.tutorWrites)).toBeVisible();
    await expect(childPage.getByText(text.oversightChild(grownUpName))).toBeVisible();
    await write(childPage, text, text.childAnswers);
    await axeClean(childPage);

    // The parent, still on the conversation, sees Omar's answer arrive under the tutor's words.
    const history = historyOf(page, text);
    await expect(history.getByText(text.childAnswers)).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    // On a phone: the conversation fits the screen, nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(history.getByText(text.childAnswers)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await axeClean(page);

    await tutorPage.context().close();
    await childPage.context().close();
  });
}
