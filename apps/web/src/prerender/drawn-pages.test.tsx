import { drawnPageStateId } from '@nibras/contracts/drawn-pages';
import type { Subject } from '@nibras/contracts/catalog';
import type { TutorCard, TutorProfile, TutorSearchAnswer } from '@nibras/contracts/tutors';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { drawnPageState, hydrateDrawnQueries } from '@/app/drawn-page-state';
import { withMatchedRoutesLoaded } from '@/app/loaded-routes';
import { createAppRouter, routes } from '@/app/router';
import { layoutPartsLoaded } from '@/app/routes/root-layout';
import { queryClient } from '@/lib/query-client';
import { envelope, fakeApi } from '@/test/app-fakes';
import { hydrateApp } from '@/test/hydrate-app';
import { drawPage, readsOf } from './drawn-pages';

const template = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Nibras · نبراس</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-def.js">
  </head>
  <body>
    <div id="root"><div role="status">loading</div></div>
  </body>
</html>`;

const math: Subject = { id: 3, slug: 'math', name: 'Math', icon: 'calculator' };
const tutorId = '2f1c5a52-0c53-4a5e-9a39-0f7d0c1b2a11';
/** What a tutor may write: markup that must stay text, on the server and in the browser. */
const hostileBio = 'I teach maths.</script><script>alert(1)</script><!-- -->';

const card: TutorCard = {
  id: tutorId,
  fullName: 'Layla Haddad',
  avatarUrl: null,
  headline: 'IGCSE maths',
  yearsOfExperience: 8,
  languagesSpoken: ['ar', 'en'],
  rating: { average: 4.5, count: 2 },
  priceFrom: { amount: '25.00', currency: 'USD' },
  subjects: [{ id: 3, name: 'Math', icon: 'calculator' }],
  teachesInPerson: false,
};
const search: TutorSearchAnswer = {
  items: [card],
  total: 1,
  pageSize: 12,
  nextCursor: null,
  previousCursor: null,
  totalCapped: false,
};
const profile: TutorProfile = {
  id: tutorId,
  fullName: 'Layla Haddad',
  avatarUrl: null,
  headline: 'IGCSE maths',
  bio: hostileBio,
  educationalBackground: 'BSc Mathematics',
  yearsOfExperience: 8,
  languagesSpoken: ['ar', 'en'],
  hourlyRate: { amount: '25.00', currency: 'USD' },
  timeZone: 'Asia/Amman',
  sessionMinutes: 60,
  inPersonAreas: [],
  ownPlaceArea: null,
  travelBufferMinutes: 0,
  verification: {
    identityCheckedAt: '2026-11-03T10:00:00.000Z',
    qualificationsCheckedAt: '2026-11-03T10:00:00.000Z',
  },
  grades: [{ id: 100, name: 'Grade 4', system: 'British' }],
  subjects: [
    {
      id: 3,
      name: 'Math',
      icon: 'calculator',
      onlinePrice: '25.00',
      offlinePrice: '30.00',
      currency: 'USD',
    },
  ],
  rating: { average: 4.5, count: 1 },
  reviews: [
    {
      id: '6a1c5a52-0c53-4a5e-9a39-0f7d0c1b2a11',
      rating: 5,
      comment: 'Patient and clear.',
      authorName: 'Huda',
      removed: false,
      createdAt: '2026-03-01T23:30:00.000Z',
    },
  ],
};

const british = { id: 1, slug: 'british', name: 'British' };
const answerTo = {
  subjects: [math],
  educationSystems: [british],
  tutorSearch: search,
  tutorProfile: profile,
};

/** The answers a read gets, as the API would give them (its `data`). */
function answersFor(url: string, language: 'en' | 'ar' = 'en') {
  const reads = readsOf(url, language) ?? [];
  return reads.map(({ key, read }) => ({
    key,
    data: answerTo[read.kind],
  }));
}

/**
 * Draws `url` as the server does, puts it in this document as the browser gets it, then
 * hydrates it as main.tsx does; returns the page's h1 before hydration and React's errors.
 */
async function drawAndHydrate(url: string) {
  const page = await drawPage({ url, language: 'en', template, answers: answersFor(url) });
  const markup = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(page.html)?.[1] ?? '';
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = markup;
  const stateElement = document.createElement('script');
  stateElement.type = 'application/json';
  stateElement.id = drawnPageStateId;
  stateElement.textContent = JSON.stringify(page.state);
  document.body.append(container, stateElement);
  const heading = container.querySelector('h1');

  const state = drawnPageState();
  if (!state) throw new Error('no drawn state');
  hydrateDrawnQueries(queryClient, state);
  const pathname = new URL(url, 'http://localhost').pathname;
  const router = createAppRouter(await withMatchedRoutesLoaded(routes, pathname), {
    loaderData: state.loaderData,
    actionData: null,
    errors: null,
  });
  const hydrated = await hydrateApp(container, router);
  root = hydrated.root;
  return { page, container, heading, recoverable: hydrated.recoverable };
}

let root: Root | undefined;
// The hydrated layout starts loading its lazy parts; they must land while this file's page is up.
afterAll(() => layoutPartsLoaded());
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  queryClient.clear();
  window.history.replaceState(null, '', '/');
});

describe('pages the server draws with data', () => {
  it('asks for the reads of /courses by its address, and of a profile; none elsewhere', () => {
    const subjects = (language: string) => ({
      key: ['catalog', 'subjects', language],
      read: { kind: 'subjects' },
    });
    expect(readsOf('/courses?subject=3&sort=price&lng=ar', 'ar')).toEqual([
      {
        key: ['tutors', 'search', 'subject=3&sort=price', 'ar'],
        read: { kind: 'tutorSearch', query: 'subject=3&sort=price' },
      },
      subjects('ar'),
      { key: ['catalog', 'systems', 'ar'], read: { kind: 'educationSystems' } },
    ]);
    expect(readsOf(`/tutors/${tutorId}`, 'en')).toEqual([
      { key: ['tutors', 'profile', tutorId, 'en'], read: { kind: 'tutorProfile', id: tutorId } },
    ]);
    // Days and times are meant in the viewer's zone, which only the browser knows; a subject's
    // slug (the home page's links) is read with the catalog.
    expect(readsOf('/courses?days=5', 'en')).toBeNull();
    expect(readsOf('/courses?subject=math', 'en')).toBeNull();
    expect(readsOf('/', 'en')).toBeNull();
    expect(readsOf('/tutors', 'en')).toBeNull();
  });

  it('draws a profile with its data and title, the bio as text, nothing preloaded', async () => {
    const page = await drawPage({
      url: `/tutors/${tutorId}`,
      language: 'ar',
      template,
      answers: answersFor(`/tutors/${tutorId}`, 'ar'),
    });
    expect(page.html).toContain('<html lang="ar" dir="rtl" data-prerendered="ar"');
    expect(page.html).toContain('<title>Layla Haddad · نبراس</title>');
    expect(page.html).toContain('I teach maths.&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).not.toContain('modulepreload');
    expect(page.html).toContain('احجز'); // the book buttons, in Arabic
  });

  it('hydrates a profile without a mismatch, keeping its nodes, and fetches only free times', async () => {
    const sent = fakeApi({
      [`GET /api/v1/tutors/${tutorId}/slots`]: () => ({
        body: envelope({ timeZone: 'Asia/Amman', slots: [] }),
      }),
    });
    const { container, heading, recoverable } = await drawAndHydrate(`/tutors/${tutorId}`);
    expect(heading?.textContent).toBe('Layla Haddad');
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    expect(Object.keys(heading as Element).some((key) => key.startsWith('__reactFiber'))).toBe(
      true,
    );
    await vi.waitFor(() => expect(container.textContent).toContain('Patient and clear.'));
    // The profile came with the page: the browser asked only for what the server left out.
    const asked = sent.mock.calls.map(([path]) => path);
    expect(asked.every((path) => path.startsWith(`/api/v1/tutors/${tutorId}/slots`))).toBe(true);
  });

  it('hydrates /courses with its search, subjects and systems, without asking for them again', async () => {
    const sent = fakeApi({});
    const { container, heading, recoverable } = await drawAndHydrate('/courses?subject=3');
    expect(heading?.textContent).toBe('Find a tutor');
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).toContain('Layla Haddad');
    expect(Object.keys(heading as Element).some((key) => key.startsWith('__reactFiber'))).toBe(
      true,
    );
    const asked = sent.mock.calls.map(([path]) => path);
    expect(asked.filter((path) => /^\/api\/v1\/(subjects|tutors|education)/.test(path))).toEqual(
      [],
    );
    // The systems are drawn as options of the filters.
    expect(container.querySelector('#filter-system')?.textContent).toContain('British');
  });
});
