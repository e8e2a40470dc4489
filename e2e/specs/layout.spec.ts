import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { dataOf } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectFocusClearOfHeaderTabbingBack } from '../support/focus';
import { visitWith } from '../support/preferences';

/** Focus is never under the sticky header, and /courses puts tutors on a phone's first screen. */
const phone = { width: 375, height: 812 };

async function tutorProfilePath(page: Page) {
  const answer = await dataOf<{ items: { id: string }[] }>(
    await page.request.get('/api/v1/tutors?sort=rating'),
  );
  return `/tutors/${answer.items[0]?.id}`;
}

test.describe('focus is not hidden by the sticky header, tabbing backwards', () => {
  test('the check catches a page without scroll padding', async ({ page }) => {
    // A page of our own with a sticky header and nothing to keep focus clear of it.
    const links = Array.from({ length: 40 }, (_, index) => `<p><a href="#">Link ${index}</a></p>`);
    await page.route('**/sticky-page', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Sticky</title><body style="margin:0">
          <header style="position:sticky;top:0;height:120px;background:#fff">Header</header>
          <main>${links.join('')}</main></body></html>`,
      }),
    );
    await page.goto('/sticky-page');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(expectFocusClearOfHeaderTabbingBack(page, 40)).rejects.toThrow(/under the header/);
  });

  for (const path of ['/signup/parent', '/courses', 'the free times of a tutor']) {
    test(`on ${path}`, async ({ page }) => {
      const url = path.startsWith('/') ? path : await tutorProfilePath(page);
      await visitWith(page, url, { language: 'en' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await expectFocusClearOfHeaderTabbingBack(page, 40)).toBeGreaterThan(10);
    });
  }

  test('in the hours editor, in Arabic', async ({ page }) => {
    await visitWith(page, '/login', { language: 'ar' });
    await page.getByLabel('البريد الإلكتروني').fill('tutor@nibras.test');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('Nibras123!');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/tutor$/);
    await page.goto('/dashboard/tutor/availability');
    await expect(page.getByRole('heading', { level: 1, name: 'ساعات التدريس' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'احفظ الساعات' })).toBeVisible();
    expect(await expectFocusClearOfHeaderTabbingBack(page, 60)).toBeGreaterThan(20);
  });
});

test.describe('/courses on a phone (375 px)', () => {
  test.use({ viewport: phone });

  for (const { language, theme, filters, title, show } of [
    {
      language: 'en',
      theme: 'light',
      filters: 'Filters (1)',
      title: 'Filters',
      show: 'Show tutors',
    },
    {
      language: 'ar',
      theme: 'dark',
      filters: 'عوامل التصفية (1)',
      title: 'عوامل التصفية',
      show: 'اعرض المعلّمين',
    },
  ] as const) {
    test(`shows the first tutor on the first screens, filters in a sheet (${language}, ${theme})`, async ({
      page,
    }) => {
      await visitWith(page, '/courses?minRating=2', { language, theme });
      const firstCard = page.getByRole('article').first();
      await expect(firstCard).toBeVisible();
      const box = await firstCard.boundingBox();
      expect(box && box.y).toBeLessThan(phone.height * 1.5);

      // The subjects are one row that scrolls sideways, not a column of tiles.
      const subjects = page.getByTestId('subject-grid');
      const row = await subjects.evaluate((list) => ({
        height: list.getBoundingClientRect().height,
        scrolls: list.scrollWidth > list.clientWidth,
      }));
      expect(row.scrolls).toBe(true);
      expect(row.height).toBeLessThan(120);
      await expectNoSeriousA11yViolations(page);

      // The filters, by keyboard: open, read, close; focus comes back to the button.
      const button = page.getByRole('button', { name: filters });
      await button.focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: title });
      await expect(sheet).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(button).toBeFocused();

      // A filter chosen in the sheet counts on the button.
      await button.click();
      await sheet.getByRole('combobox').nth(4).selectOption({ index: 1 });
      await sheet.getByRole('button', { name: show }).click();
      await expect(page.getByRole('button', { name: filters.replace('1', '2') })).toBeVisible();
    });
  }
});

test.describe('the account menu', () => {
  for (const { language, theme, account, profile, email, password, login } of [
    {
      language: 'en',
      theme: 'light',
      account: /^Account menu for /,
      profile: 'Profile',
      email: 'Email',
      password: 'Password',
      login: 'Login',
    },
    {
      language: 'ar',
      theme: 'dark',
      account: /^قائمة حساب /,
      profile: 'الملف الشخصي',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      login: 'تسجيل الدخول',
    },
  ] as const) {
    test(`rings the focused item and hides nothing of the page (${language}, ${theme})`, async ({
      page,
    }) => {
      await visitWith(page, '/login', { language, theme });
      await page.getByLabel(email).fill('parent@nibras.test');
      await page.getByLabel(password, { exact: true }).fill('Nibras123!');
      await page.getByRole('button', { name: login, exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/parent$/);
      const trigger = page.getByRole('button', { name: account });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await page.keyboard.press('ArrowDown');
      const item = menu.getByRole('menuitem', { name: profile });
      await expect(item).toBeFocused();
      const outline = await item.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
      // Nothing outside the menu is hidden from assistive technology while it is open.
      await expect(page.locator('[aria-hidden="true"]:has(a, button, input)')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(trigger).toBeFocused();
    });
  }
});
