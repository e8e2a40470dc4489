import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  drawnPageStateId,
  type DrawnPageState,
  type KeyedPageRead,
  type PageAnswer,
  type PageDrawer,
} from '@nibras/contracts/drawn-pages';
import type { Language } from '@nibras/contracts/i18n/languages';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AppError } from './envelope';

/**
 * Reads a drawn page's answers for a request: the API's own services, in-process, counted
 * against the same per-address limits as their JSON routes (modules/drawn-pages).
 */
export type PageReads = (
  reads: KeyedPageRead[],
  language: Language,
  request: FastifyRequest,
) => Promise<PageAnswer[]>;

/** How long a page's reads may take before the loading shell is sent instead. */
export const drawnPageReadLimitMs = 2000;

/**
 * A drawn page is sent again, unchanged, for this long to whoever asks for the same address in
 * the same language: drawing /courses costs 9–18 ms of CPU (docs/performance-archive.md), and a
 * price or a rating may be this much older than the database, no more.
 */
export const drawnPageLifetimeMs = 10_000;
/** At most this many drawn pages are kept (about 50–80 kB each). */
export const drawnPagesKept = 100;

/**
 * The web build's server bundle (<web dist>/ssr/entry.js, docs/decisions/0022), loaded once at
 * start; null without one (`npm run dev` before a build, tests without a web build) or when it
 * cannot be loaded: the pages are then the loading shell, as before.
 */
export async function pageDrawerOf(
  webDistDir: string,
  log: FastifyBaseLogger,
): Promise<PageDrawer | null> {
  const file = path.join(webDistDir, 'ssr', 'entry.js');
  if (!existsSync(file)) return null;
  try {
    const bundle = (await import(pathToFileURL(file).href)) as Partial<PageDrawer>;
    if (typeof bundle.readsOf !== 'function' || typeof bundle.drawPage !== 'function') {
      throw new Error('it has no readsOf and drawPage');
    }
    return { readsOf: bundle.readsOf, drawPage: bundle.drawPage };
  } catch (error) {
    log.error({ err: error }, `the web build's server bundle ${file} cannot be loaded`);
    return null;
  }
}

/**
 * The state as the content of a JSON script element: JSON.parse reads `\u003c` as "<", and
 * with no "<" left no value (a tutor's bio holding "</script>" or "<!--") can end the element
 * or change how the HTML parser reads it. U+2028 and U+2029 too, so that it stays JavaScript's
 * JSON wherever it is pasted.
 */
export function stateScriptContent(state: DrawnPageState): string {
  return JSON.stringify(state)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The drawn document with its state in a data element (never run: no CSP hash needed). */
function withState(html: string, state: DrawnPageState): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('the drawn page has no </body>');
  const element = `<script type="application/json" id="${drawnPageStateId}">${stateScriptContent(state)}</script>`;
  return `${html.slice(0, end)}${element}${html.slice(end)}`;
}

function withinLimit<T>(work: Promise<T>, limitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`reads took over ${limitMs} ms`)), limitMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Draws /courses and a tutor's profile for a request: `isDataPage` says whether an address is
 * one (its answer then varies by language), `draw` gives the page, or null where the server
 * cannot draw it (a search that depends on the browser's time zone, an unknown tutor, a
 * visitor over the reads' rate limit, a database that fails or is slow, a drawing that
 * throws): the app then draws it, as before, and asks the API itself.
 */
export function pageDrawing(options: {
  drawer: PageDrawer;
  reads: PageReads;
  template: string;
  log: FastifyBaseLogger;
  readLimitMs?: number;
  lifetimeMs?: number;
}) {
  const { drawer, reads, template, log } = options;
  const { readLimitMs = drawnPageReadLimitMs, lifetimeMs = drawnPageLifetimeMs } = options;
  // By language and address; a page being drawn is shared by the requests that wait for it.
  // Map keeps insertion order: the first entry is the oldest.
  const kept = new Map<string, { until: number; page: Promise<string | null> }>();

  async function drawNow(request: FastifyRequest, language: Language): Promise<string | null> {
    const { url } = request;
    const needed = drawer.readsOf(url, language);
    if (!needed) return null;
    try {
      const answers = await withinLimit(reads(needed, language, request), readLimitMs);
      const page = await drawer.drawPage({ url, language, template, answers });
      return withState(page.html, page.state);
    } catch (error) {
      // An unknown tutor, a search the API refuses or too many reads: the app draws its own
      // answer to it.
      if (error instanceof AppError && error.statusCode < 500) return null;
      log.warn({ err: error, url }, 'page not drawn: the loading shell is sent');
      return null;
    }
  }

  return {
    isDataPage: (url: string) => drawer.readsOf(url, 'en') !== null,
    /** The page of the request's address; a page kept is sent again without reading anything. */
    async draw(request: FastifyRequest, language: Language): Promise<string | null> {
      const key = `${language} ${request.url}`;
      const now = Date.now();
      const found = kept.get(key);
      if (found && found.until > now) return found.page;
      kept.delete(key);
      const page = drawNow(request, language);
      kept.set(key, { until: now + lifetimeMs, page });
      // The oldest go first: past their lifetime, or beyond the number kept.
      for (const [oldKey, entry] of kept) {
        if (kept.size <= drawnPagesKept && entry.until > now) break;
        kept.delete(oldKey);
      }
      // What could not be drawn is tried again by the next request.
      void page.then((drawn) => {
        if (drawn === null && kept.get(key)?.page === page) kept.delete(key);
      });
      return page;
    },
  };
}

export type PageDrawing = ReturnType<typeof pageDrawing>;
