import type { TutorSearchAnswer } from '@nibras/contracts/tutors';

/**
 * Where a reader stands in tutor search results, kept in the URL: the page's number (shown
 * only) and the cursor it was reached by. The API pages by cursor (keyset), so a page far down
 * the list costs what the first does; the number just counts the steps taken to get there.
 */
export type SearchPage = { number: number; after?: string; before?: string };

/** The URL parameters that hold a page: each list names its own. */
export type SearchPageNames = { number: string; after: string; before: string };

export function readSearchPage(params: URLSearchParams, names: SearchPageNames): SearchPage {
  const after = params.get(names.after) ?? undefined;
  const before = params.get(names.before) ?? undefined;
  const number = Number(params.get(names.number));
  // Without a cursor there is only the first page, whatever number an old link says.
  if ((!after && !before) || !Number.isInteger(number) || number < 2) return { number: 1 };
  return after ? { number, after } : { number, before };
}

/** The page as URL parameter changes: a value sets one, null removes it. */
export function searchPageChanges(page: SearchPage, names: SearchPageNames) {
  return {
    [names.number]: page.number > 1 ? String(page.number) : null,
    [names.after]: page.after ?? null,
    [names.before]: page.before ?? null,
  };
}

/** What the API is asked for the page: its cursor, never its number. */
export function searchPageQuery(page: SearchPage): Record<string, string> {
  if (page.after) return { after: page.after };
  if (page.before) return { before: page.before };
  return {};
}

export function nextSearchPage(page: SearchPage, answer: TutorSearchAnswer): SearchPage | null {
  return answer.nextCursor ? { number: page.number + 1, after: answer.nextCursor } : null;
}

export function previousSearchPage(page: SearchPage, answer: TutorSearchAnswer): SearchPage | null {
  if (!answer.previousCursor) return null;
  // The first page is asked for as itself, so that its address stays the plain search.
  return page.number <= 2
    ? { number: 1 }
    : { number: page.number - 1, before: answer.previousCursor };
}

/** How many pages there are, or null when the total is only a lower bound ("10,000+"). */
export function searchPageCount(answer: TutorSearchAnswer): number | null {
  return answer.totalCapped ? null : Math.max(1, Math.ceil(answer.total / answer.pageSize));
}
