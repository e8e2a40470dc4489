import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { visitWith } from '../support/preferences';
import { collectErrors } from '../support/page-errors';

/**
 * /courses and a tutor's profile, drawn by the server with their data for each request
 * (docs/decisions/0022): the content is in the HTML in the visitor's language, React hydrates
 * it (keeps its nodes) with the answers the page came with, asking the API for none of them
 * again, and the page works as the app drew it: filters, sorting, booking.
 */
const texts = {
  en: { courses: 'Find a tutor', sort: 'Sort by', rating: 'Rating', book: 'Book a session' },
  ar: { courses: 'ابحث عن معلّم', sort: 'رتّب حسب', rating: 'التقييم', book: 'احجز حصة' },
};

type Tutor = { id: string; fullName: string };

async function firstTutor(page: Page): Promise<Tutor> {
  const answer = await page.request.get('/api/v1/tutors');
  const { data } = (await answer.json()) as { data: { items: Tutor[] } };
  const tutor = data.items[0];
  if (!tutor) throw new Error('no listed tutor (the demo data seeds some)');
  return tutor;
}

/** The API reads the page makes, by path and query; a tutor's portrait is an image, not a read. */
function collectApiReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') return;
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  return reads;
}

/** Keeps the first h1 the HTML brings, to compare once the app runs. */
async function watchFirstHeading(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const heading = document.querySelector('#root h1');
      if (!heading) return;
      (window as unknown as { firstHeading?: Element }).firstHeading = heading;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Hydrated, not drawn again: the HTML's h1 is still the page's, and React owns it. */
async function expectHydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', /^(en|ar)$/);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const first = (window as unknown as { firstHeading?: Element }).firstHeading;
        return (
          Boolean(first?.isConnected) &&
          first === document.querySelector('#root h1') &&
          Object.keys(first as Element).some((key) => key.startsWith('__reactFiber'))
        );
      }),
    )
    .toBe(true);
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

test.describe('pages drawn with data', () => {
  for (const language of ['en', 'ar'] as const) {
    const text = texts[language];

    test(`/courses arrives with its tutors in ${language} and hydrates without asking again`, async ({
      page,
    }) => {
      const tutor = await firstTutor(page);
      const answer = await page.request.get(`/courses?lng=${language}`, {
        headers: { accept: 'text/html' },
      });
      const html = await answer.text();
      expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(textOf(html)).toContain(text.courses);
      expect(textOf(html)).toContain(tutor.fullName);
      expect(html).toContain('<script type="application/json" id="drawn-page-state">');
      expect(html).not.toContain('rel="modulepreload"');
      expect(answer.headers().vary).toBe('Accept-Language, Cookie');

      const errors = collectErrors(page);
      const reads = collectApiReads(page);
      await watchFirstHeading(page);
      await page.goto(`/courses?lng=${language}`);
      await expectHydrated(page);
      await expect(page.getByRole('link', { name: tutor.fullName }).first()).toBeVisible();
      // The search and the subjects came with the page.
      expect(reads.filter((read) => /^\/api\/v1\/(tutors|subjects)\b/.test(read))).toEqual([]);

      // Sorting and filters work on the hydrated page: the address and the search follow.
      const sorted = page.waitForRequest((request) =>
        request.url().includes('/api/v1/tutors?sort=price'),
      );
      await page.getByLabel(text.sort).selectOption('price');
      await sorted;
      await expect(page).toHaveURL(/sort=price/);
      await page.getByLabel(text.rating, { exact: true }).selectOption('4');
      await expect(page).toHaveURL(/minRating=4/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.courses);
      // While a search is on its way the list is dimmed (aria-busy): axe reads it once settled.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });

    test(`a tutor's profile arrives drawn in ${language}, hydrates, and books`, async ({
      page,
    }) => {
      const tutor = await firstTutor(page);
      const answer = await page.request.get(`/tutors/${tutor.id}?lng=${language}`, {
        headers: { accept: 'text/html' },
      });
      const html = await answer.text();
      expect(textOf(html)).toContain(tutor.fullName);
      expect(textOf(html)).toContain(text.book);
      expect(html).toMatch(new RegExp(`<title>${tutor.fullName} · `));

      const errors = collectErrors(page);
      const reads = collectApiReads(page);
      await watchFirstHeading(page);
      await page.goto(`/tutors/${tutor.id}?lng=${language}`);
      await expectHydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tutor.fullName);
      // Only the free times, which are shown in the viewer's zone, are asked for.
      await expect(page.getByTestId('slots-skeleton')).toHaveCount(0);
      expect(reads.filter((read) => read.startsWith('/api/v1/'))).toEqual([
        `/api/v1/tutors/${tutor.id}/slots`,
      ]);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: text.book, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/book-session\\?tutor=${tutor.id}$`));
      expect(errors).toEqual([]);
    });
  }

  test('a saved Arabic choice the server cannot see hides the English page and draws Arabic', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await visitWith(page, '/courses', { language: 'ar' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.ar.courses);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('#root')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown tutor gets the app’s own answer, not a server error', async ({ page }) => {
    const answer = await page.request.get('/tutors/00000000-0000-4000-8000-000000000000', {
      headers: { accept: 'text/html' },
    });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain('drawn-page-state');
    await page.goto('/tutors/00000000-0000-4000-8000-000000000000?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /search|tutor/i }).first()).toBeVisible();
  });
});
