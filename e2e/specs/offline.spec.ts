import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { bearer, confirmedParentOverApi, confirmedTutorOverApi, dataOf } from '../support/api';
import { approvedTutorOverApi } from '../support/approval';
import { texts as authTexts } from '../support/auth-texts';
import { bookFirstFreeHour, openForBookings } from '../support/booking';
import { visitWith } from '../support/preferences';
import { logIn, uniqueEmail } from '../support/signup';
import { controlledByServiceWorker } from '../support/service-worker';

// The installed app: its service worker runs (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The app with no network (issue 33, docs/decisions/0031): a parent who has seen their
 * dashboard, a session's page and a conversation goes offline; the app still opens them with
 * their last data and says since when; a message written offline survives a reload and is
 * sent once the network is back.
 */
const texts = {
  en: {
    offline: 'You are offline. This page shows what it last loaded, as of',
    composer: 'Your message',
    queued: 'Offline: it will be sent when you are back online.',
    written: 'Can we go over fractions again on Thursday?',
  },
  ar: {
    offline: 'أنت غير متصل بالإنترنت. تعرض هذه الصفحة آخر ما حُمِّل فيها، حتى',
    composer: 'رسالتك',
    queued: 'غير متصل: ستُرسَل حين يعود الاتصال.',
    written: 'هل نراجع الكسور مرة أخرى يوم الخميس؟',
  },
};

const password = 'secret-123';
const tutorName = 'Huda Tutor';

async function booted(page: Page) {
  // The app drew the page (not the loading screen): the layout's main landmark is there.
  await expect(page.locator('main#main')).toBeVisible();
}

for (const language of ['en', 'ar'] as const) {
  const text = texts[language];

  test(`offline, the dashboard and a session show their last data and a message waits to be sent (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const parentEmail = uniqueEmail(`offline-parent-${language}`);
    const tutorEmail = uniqueEmail(`offline-tutor-${language}`);
    await confirmedParentOverApi(page.request, {
      email: parentEmail,
      password,
      fullName: 'Sara Ahmed',
      childName: 'Omar',
    });
    await confirmedTutorOverApi(page.request, { email: tutorEmail, password, fullName: tutorName });
    const tutor = await approvedTutorOverApi(page.request, { email: tutorEmail, password });
    const subjectId = await openForBookings(page.request, tutor.headers);
    const parent = await bearer(page.request, parentEmail, password);
    const booking = await bookFirstFreeHour(
      page.request,
      { headers: parent.headers, isParent: true },
      { id: tutor.id, subjectId },
    );
    const conversation = await dataOf<{ id: string }>(
      await page.request.post('/api/v1/conversations', {
        headers: tutor.headers,
        data: { bookingId: booking.id },
      }),
    );

    // Online: the parent logs in and sees the dashboard, the session and the conversation.
    await visitWith(page, '/login', { language });
    await logIn(page, authTexts[language], parentEmail, password);
    await expect(page).toHaveURL('/dashboard/parent', { timeout: 30_000 });
    await controlledByServiceWorker(page);
    const main = page.locator('main#main');
    await expect(main.getByText(tutorName).first()).toBeVisible({ timeout: 30_000 });
    await page.goto(`/sessions/${booking.id}`);
    await expect(main.getByText(tutorName).first()).toBeVisible({ timeout: 30_000 });
    await page.goto(`/messages/${conversation.id}`);
    await expect(page.getByLabel(text.composer)).toBeVisible();
    // The answers are kept a moment after they arrive.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('nibras-last-answers')?.length ?? 0))
      .toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.evaluate(
          (id) => localStorage.getItem('nibras-last-answers')?.includes(id),
          booking.id,
        ),
      )
      .toBe(true);

    // Offline: the app opens from its service worker, with the last data and "as of".
    await context.setOffline(true);
    await page.goto('/dashboard/parent');
    await booted(page);
    await expect(page.getByTestId('offline-banner')).toContainText(text.offline);
    await expect(main.getByText(tutorName).first()).toBeVisible({ timeout: 30_000 });
    await page.goto(`/sessions/${booking.id}`);
    await booted(page);
    await expect(page.getByTestId('offline-banner')).toContainText(text.offline);
    await expect(main.getByText(tutorName).first()).toBeVisible({ timeout: 30_000 });

    // A message written offline survives a reload, waits when sent, and goes once back online.
    await page.goto(`/messages/${conversation.id}`);
    const composer = page.getByLabel(text.composer);
    await composer.fill(text.written);
    await page.reload();
    await expect(composer).toHaveValue(text.written);
    await composer.press('Enter');
    await expect(page.getByText(text.queued)).toBeVisible();
    await context.setOffline(false);
    await expect(composer).toHaveValue('');
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    const { messages } = await dataOf<{ messages: { body: string }[] }>(
      await page.request.get(`/api/v1/conversations/${conversation.id}/messages`, {
        headers: tutor.headers,
      }),
    );
    expect(messages.map((message) => message.body)).toEqual([text.written]);
  });
}
