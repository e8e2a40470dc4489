import { expect, type Page } from '@playwright/test';
import type { BudgetPage } from './first-load';

/** The address of a budget page; a tutor's profile is the first listed tutor's. */
export async function pageUrl(baseUrl: string, page: BudgetPage): Promise<string> {
  if (page !== '/tutors/:id') return `${baseUrl}${page}`;
  const answer = (await (await fetch(`${baseUrl}/api/v1/tutors`)).json()) as {
    data: { items: { id: string }[] };
  };
  const tutor = answer.data.items[0];
  if (!tutor) throw new Error('no listed tutor to open (the demo data seeds some)');
  return `${baseUrl}/tutors/${tutor.id}`;
}

/**
 * The page has drawn its content, not a loading state, and the app runs it. A page the server
 * draws shows its heading before any script has run; the header's language switch is enabled
 * only once the app has hydrated it, and from then on what the app fetches is under way. Without
 * that wait, a loaded machine could go quiet for networkidle's half second between the HTML and
 * the app's own requests, and the first load was measured without them.
 */
export async function pageReady(page: Page, budgetPage: BudgetPage) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('button').first()).toBeEnabled({
    timeout: 30_000,
  });
  if (budgetPage === '/login') await expect(page.locator('input[type=password]')).toBeVisible();
}
