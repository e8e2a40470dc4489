import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { confirmedStudentOverApi } from '../support/api';
import { visitWith } from '../support/preferences';
import { uniqueEmail } from '../support/signup';
import { collectErrors } from '../support/page-errors';

/**
 * The home page prerendered at build time (docs/decisions/0020): it arrives with its content in
 * the HTML, in the language the server can tell, and React hydrates it (keeps its nodes)
 * instead of drawing it again; a visitor whose saved language or session the server cannot
 * see never sees the wrong page.
 */
const headings = {
  en: 'Start your child’s learning journey',
  ar: 'ابدأ رحلة طفلك في التعلّم',
};

const titles = {
  en: 'Nibras · Live 1:1 tutoring that lights the way',
  ar: 'نبراس · دروس فردية مباشرة تُنير الطريق',
};

/**
 * Records, from the first parsed node on, the page's first h1 (kept on window, to compare after
 * hydration) and what #root showed in the first frame.
 */
async function watchFirstFrame(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { firstHeading?: Element | null };
    new MutationObserver((_changes, observer) => {
      const heading = document.querySelector('#root h1');
      if (!heading) return;
      state.firstHeading = heading;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    // The first frame comes once the style sheet is in (it blocks rendering): the first
    // animation frame after the document is parsed is what a visitor first sees.
    document.addEventListener('DOMContentLoaded', () => {
      requestAnimationFrame(() => {
        const root = document.getElementById('root');
        const shown = Boolean(root) && getComputedStyle(root as Element).display !== 'none';
        document.documentElement.dataset.rootShownAtFirstFrame = String(shown);
        document.documentElement.dataset.headingAtFirstFrame = shown
          ? (root?.querySelector('h1')?.textContent ?? '')
          : '';
      });
    });
  });
}

/**
 * True once React has hydrated: the node the HTML brought is still the page's h1, and React
 * owns it (a node React has not taken over carries none of its properties).
 */
const headingKept = (page: Page) =>
  page.evaluate(() => {
    const first = (window as unknown as { firstHeading?: Element | null }).firstHeading;
    return (
      Boolean(first?.isConnected) &&
      first === document.querySelector('#root h1') &&
      Object.keys(first as Element).some((key) => key.startsWith('__reactFiber'))
    );
  });

/** Hydrated, not drawn again: the page keeps the HTML's nodes. */
async function expectHydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', /^(en|ar)$/);
  await expect.poll(() => headingKept(page)).toBe(true);
}

test.describe('prerendered home page', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`arrives with its content in the HTML in ${language}, without preloading scripts`, async ({
      request,
    }) => {
      const answer = await request.get(`/?lng=${language}`, { headers: { accept: 'text/html' } });
      const html = await answer.text();
      expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
      // The heading's words, whatever markup they sit in.
      const text = (page: string) => page.replace(/<[^>]+>/g, '');
      expect(text(html)).toContain(headings[language]);
      // The title the page sets once the app runs, already in the HTML.
      expect(html).toContain(`<title>${titles[language]}</title>`);
      // No script before the first paint: the boot script loads the entry after it.
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toContain('<script type="module"');
      expect(html).toMatch(/<html [^>]*data-entry="\/assets\/index-[\w-]+\.js"/);
      expect(answer.headers().vary?.toLowerCase()).toContain('accept-language');
      // The server picks by Accept-Language when nothing else says.
      const byHeader = await request.get('/', {
        headers: {
          accept: 'text/html',
          'accept-language': language === 'ar' ? 'ar-EG,ar' : 'en-GB',
        },
      });
      expect(text(await byHeader.text())).toContain(headings[language]);
    });

    test(`hydrates in ${language} with no error, and stays interactive`, async ({ page }) => {
      const errors = collectErrors(page);
      await watchFirstFrame(page);
      await page.goto(`/?lng=${language}`);
      const root = page.locator('html');
      await expect(root).toHaveAttribute('data-root-shown-at-first-frame', 'true');
      await expect(root).toHaveAttribute('data-heading-at-first-frame', headings[language]);
      await expectHydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[language]);

      // Theme, language and a link to /login all work on the hydrated page.
      const dark = language === 'ar' ? 'التبديل إلى المظهر الداكن' : 'Switch to dark theme';
      await page.getByRole('button', { name: dark }).click();
      await expect(root).toHaveAttribute('data-theme', 'dark');
      const other = language === 'ar' ? 'en' : 'ar';
      await page
        .getByRole('button', {
          name: other === 'ar' ? 'Switch to Arabic' : 'التبديل إلى الإنجليزية',
        })
        .click();
      await expect(root).toHaveAttribute('lang', other);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[other]);
      await page
        .getByRole('link', { name: other === 'ar' ? 'تسجيل الدخول' : 'Login', exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/login$/);
      expect(errors).toEqual([]);
    });
  }

  test('a dark visitor gets the prerendered page, dark from the first frame, rightly labelled', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await watchFirstFrame(page);
    await visitWith(page, '/?lng=en', { theme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-root-shown-at-first-frame', 'true');
    await expectHydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const toggle = page.getByRole('button', { name: 'Switch to light theme' });
    await expect(toggle).toBeVisible();
    // The icon follows data-theme in CSS: the sun shows, the moon does not.
    await expect(toggle.locator('svg:visible')).toHaveCount(1);
    await expect(toggle.locator('svg.lucide-sun')).toBeVisible();
    await toggle.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    const light = page.getByRole('button', { name: 'Switch to dark theme' });
    await expect(light.locator('svg.lucide-moon')).toBeVisible();
    await expect(light.locator('svg:visible')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('a saved Arabic choice the server cannot see hides the English page and draws Arabic', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await watchFirstFrame(page);
    await visitWith(page, '/', { language: 'ar' });
    // Never the English visitor page: hidden, or already the app's own page.
    await expect(page.locator('html')).toHaveAttribute('data-root-shown-at-first-frame', /.+/);
    expect(await page.locator('html').getAttribute('data-heading-at-first-frame')).not.toBe(
      headings.en,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings.ar);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('#root')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a signed-in user never sees the visitor page and lands on their dashboard', async ({
    page,
    request,
  }) => {
    const account = {
      email: uniqueEmail('prerender'),
      password: 'Str0ng!Passw0rd',
      fullName: 'Huda Prerender',
    };
    await confirmedStudentOverApi(request, account);
    const login = await request.post('/api/v1/auth/login', {
      data: { email: account.email, password: account.password },
    });
    const { data } = (await login.json()) as {
      data: {
        userModel: { userType: string };
        jwtResult: { accessToken: string; accessTokenExpiration: string };
      };
    };
    await page.addInitScript((session) => {
      localStorage.setItem(
        'nibras-session',
        JSON.stringify({
          state: {
            accessToken: session.jwtResult.accessToken,
            accessTokenExpiration: session.jwtResult.accessTokenExpiration,
            userType: session.userModel.userType,
            userModel: session.userModel,
          },
          version: 0,
        }),
      );
    }, data);
    await watchFirstFrame(page);
    await page.goto('/?lng=en');
    // Never the English visitor page: hidden, or already the app's own page.
    await expect(page.locator('html')).toHaveAttribute('data-root-shown-at-first-frame', /.+/);
    expect(await page.locator('html').getAttribute('data-heading-at-first-frame')).not.toBe(
      headings.en,
    );
    await expect(page).toHaveURL(/\/dashboard\/child$/);
    await expect(page.getByRole('heading', { name: headings.en })).toHaveCount(0);
  });

  test('/login is drawn by the app where the server has social providers the build did not know', async ({
    page,
    request,
  }) => {
    // This server has all three providers configured (playwright.config.ts), the prerender none.
    const answer = await request.get('/login?lng=en', { headers: { accept: 'text/html' } });
    expect(await answer.text()).not.toMatch(/<html[^>]*data-prerendered/);
    const errors = collectErrors(page);
    await page.goto('/login?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    await expect(page.getByRole('link', { name: /Google/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
