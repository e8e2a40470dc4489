import type { Language } from './i18n/languages';

/**
 * What the web app's server bundle (apps/web/src/prerender/entry.tsx, built into
 * <web dist>/ssr/entry.js) offers the API, which draws /courses and a tutor's profile with their
 * data for each request (docs/decisions/0022). Types only: the API loads the bundle at start.
 */

/** One read of the API that a drawn page shows: what the API route of the same name answers. */
export type PageRead =
  /** GET /api/v1/subjects */
  | { kind: 'subjects' }
  /** GET /api/v1/education/systems: the list in its `educationSystems`, as the web app keeps it */
  | { kind: 'educationSystems' }
  /** GET /api/v1/tutors?<query> */
  | { kind: 'tutorSearch'; query: string }
  /** GET /api/v1/tutors/<id> */
  | { kind: 'tutorProfile'; id: string };

/** A read with the web app's cache key for its answer. */
export type KeyedPageRead = { key: readonly unknown[]; read: PageRead };

/** The answer of a read (the `data` of the API's envelope), under the web app's cache key. */
export type PageAnswer = { key: readonly unknown[]; data: unknown };

/** A page as the server sends it: the document, and the state the browser hydrates with. */
export type DrawnPage = {
  /** The built index.html with the page in #root, its language and title. */
  html: string;
  /** Goes into the page as JSON (not executed) for main.tsx to read before hydrating. */
  state: DrawnPageState;
};

export type DrawnPageState = {
  /** TanStack Query's dehydrated cache: the answers the page was drawn with. */
  queries: unknown;
  /** React Router's loader data by route id (null for each: the answers are in `queries`). */
  loaderData: Record<string, unknown>;
};

/** The element main.tsx reads the state from. */
export const drawnPageStateId = 'drawn-page-state';

export type PageDrawer = {
  /**
   * The reads the page at `url` (path and query) needs in `language`, or null when the server
   * cannot draw it (not a data page, or what it shows depends on the browser, e.g. its time zone).
   */
  readsOf(url: string, language: Language): KeyedPageRead[] | null;
  /** The page drawn into `template` (index.html as the server sends it) with those answers. */
  drawPage(input: {
    url: string;
    language: Language;
    template: string;
    answers: PageAnswer[];
  }): Promise<DrawnPage>;
};
