import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { emailFromMailbox } from '../support/mailbox';
import { visitWith } from '../support/preferences';
import { uniqueEmail } from '../support/signup';

/** Where the development server sends /contact messages (SUPPORT_EMAIL's default). */
const supportEmail = 'support@nibras.local';

/** What the screens say, written out so that a changed text fails the test. */
const texts = {
  en: {
    title: 'Contact us',
    name: 'Your name',
    email: 'Your email',
    topic: 'Topic',
    message: 'Your message',
    send: 'Send message',
    sent: 'Message sent',
    sentBody:
      'Thank you! Your message has reached our support team. We usually answer within two working days.',
    nameRequired: 'Please tell us your name.',
    messageTooShort: 'Please write at least 10 characters, so we understand how to help.',
    acknowledgement: 'We received your message',
  },
  ar: {
    title: 'تواصل معنا',
    name: 'اسمك',
    email: 'بريدك الإلكتروني',
    topic: 'الموضوع',
    message: 'رسالتك',
    send: 'إرسال الرسالة',
    sent: 'أُرسلت رسالتك',
    sentBody: 'شكرًا لك! وصلت رسالتك إلى فريق الدعم، وعادةً ما نردّ خلال يومَي عمل.',
    nameRequired: 'يُرجى كتابة اسمك.',
    messageTooShort: 'يُرجى كتابة 10 أحرف على الأقل حتى نفهم كيف نساعدك.',
    acknowledgement: 'وصلتنا رسالتك',
  },
};

async function axeInBothThemes(page: Page) {
  await expect(page.locator('main h1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const dark = await page.evaluate(() => document.body.classList.contains('dark'));
  await page.getByRole('button', { name: dark ? /light|الفاتح/i : /dark|الداكن/i }).click();
  await expect
    .poll(() => page.evaluate(() => document.body.classList.contains('dark')))
    .toBe(!dark);
  await expectNoSeriousA11yViolations(page);
}

test.describe('the contact form', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`sends a message to support and confirms it (${language})`, async ({ page, request }) => {
      const text = texts[language];
      const writer = uniqueEmail(`contact-${language}`);
      const name = language === 'en' ? `Hala ${Date.now()}` : `هالة ${Date.now()}`;
      const message =
        language === 'en'
          ? 'My daughter cannot see the Join button for her math session.'
          : 'لا تظهر لابنتي زر الانضمام إلى جلسة الرياضيات.';

      await visitWith(page, '/contact', { language, theme: language === 'ar' ? 'dark' : 'light' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByLabel(text.email)).toHaveAttribute('dir', 'ltr');
      await axeInBothThemes(page);

      // The rules of contracts, before anything is sent.
      await page.getByLabel(text.message).fill('Help');
      // Leaving the field shows its error first, as it would for someone tabbing to the button.
      await page.getByLabel(text.message).blur();
      await expect(page.getByText(text.messageTooShort)).toBeVisible();
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByText(text.nameRequired)).toBeVisible();
      await expect(page.getByText(text.messageTooShort)).toBeVisible();
      await expect(page.getByLabel(text.name)).toBeFocused();
      await expectNoSeriousA11yViolations(page);

      await page.getByLabel(text.name).fill(name);
      await page.getByLabel(text.email).fill(writer);
      await page.getByLabel(text.topic).selectOption('booking');
      await page.getByLabel(text.message).fill(message);
      await page.getByLabel(text.message).blur();
      await page.getByRole('button', { name: text.send }).click();

      await expect(page.getByRole('heading', { name: text.sent })).toBeFocused();
      await expect(page.getByText(text.sentBody)).toBeVisible();
      await expect(page.getByText(writer)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const support = await emailFromMailbox(request, supportEmail, name);
      expect(support.subject).toBe(`[Contact] Booking and sessions: ${name}`);
      expect(support.text).toContain(`From: ${name} <${writer}>`);
      expect(support.text).toContain(message);
      expect(support.text).toContain(`Page language: ${language === 'en' ? 'English' : 'Arabic'}`);

      const acknowledgement = await emailFromMailbox(request, writer, text.acknowledgement);
      expect(acknowledgement.text).not.toContain(message);
    });
  }
});

test.describe('terms and privacy', () => {
  test('read in English, with a table of contents that jumps to each section', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect(page.getByText('Last updated:')).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await contents.getByRole('link', { name: /Cookies and your browser/ }).click();
    await expect(page).toHaveURL(/\/privacy#cookies$/);
    await expect(
      page.getByRole('heading', { name: /Cookies and your browser/, level: 2 }),
    ).toBeInViewport();
    await expect(page.locator('#cookies')).toContainText('nibras_refresh');
    await expect(page.locator('#payments')).toContainText(
      'Nibras never sees or stores card numbers.',
    );
    await axeInBothThemes(page);

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');
    await page.getByRole('link', { name: 'Become a tutor' }).first().click();
    await expect(page).toHaveURL(/\/signup\/tutor$/);
  });

  test('read in Arabic, right to left, in both themes', async ({ page }) => {
    await visitWith(page, '/terms', { language: 'ar', theme: 'dark' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('شروط الاستخدام');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('navigation', { name: 'في هذه الصفحة' })).toBeVisible();
    await axeInBothThemes(page);

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سياسة الخصوصية');
    await expect(page.locator('#payments')).toContainText(
      'فلا ترى نبراس أرقام البطاقات ولا تحفظها.',
    );
    await axeInBothThemes(page);
  });

  test('the footer opens them, and the help column leads to the right section', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'How booking works' }).click();
    await expect(page).toHaveURL(/\/terms#booking$/);
    await expect(
      page.getByRole('heading', { name: /Booking sessions/, level: 2 }),
    ).toBeInViewport();
  });
});

test.describe('no dead ends', () => {
  test('a subject on the home page opens the courses with that subject chosen', async ({
    page,
  }) => {
    await page.goto('/');
    const grid = page.getByRole('region', { name: 'Every subject, taught live' });
    const math = grid.getByRole('link', { name: /^Math/ });
    // By slug (the home page loads no catalog), which /courses reads as the catalog id and
    // puts in its address.
    await expect(math).toHaveAttribute('href', '/courses?subject=math');
    await math.click();
    await expect(page).toHaveURL(/\/courses\?subject=\d+$/);
    await expect(page.getByRole('button', { name: 'Math', pressed: true })).toBeVisible();

    await page.goto('/');
    const biology = page.getByRole('contentinfo').getByRole('link', { name: 'Biology' });
    await biology.click();
    await expect(page.getByRole('button', { name: 'Biology', pressed: true })).toBeVisible();
  });

  test('every internal link of the main pages leads to a real page', async ({ page }) => {
    test.setTimeout(180_000);
    const isStoreBadge = /App Store|Google Play/;
    const targets = new Set<string>();
    for (const start of ['/', '/courses', '/terms', '/privacy', '/contact']) {
      await page.goto(start);
      await expect(page.locator('main h1')).toBeVisible();
      const links = await page.locator('a[href^="/"]').evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          href: anchor.getAttribute('href') ?? '',
          text: anchor.textContent ?? '',
        })),
      );
      for (const link of links) {
        if (link.href.startsWith('/coming-soon')) {
          expect(link.text, `${start} links to coming-soon`).toMatch(isStoreBadge);
          continue;
        }
        targets.add(link.href.split('#')[0] as string);
      }
    }
    expect(targets.size).toBeGreaterThan(15);

    for (const target of targets) {
      await page.goto(target);
      await expect(page.locator('main h1'), target).toBeVisible();
      await expect(page.locator('main h1'), target).not.toHaveText(/Coming soon|Page not found/);
    }
  });
});
