import type { Subject } from '@nibras/contracts/catalog';
import type { TutorCard, TutorSearchAnswer } from '@nibras/contracts/tutors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarWeekOf } from '@nibras/contracts/region-calendar';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { logInAs, sampleUsers } from '@/test/app-fakes';
import { CoursesPage } from './courses-page';
import { areas } from '@/test/catalog-fakes';

const math: Subject = { id: 3, slug: 'math', name: 'Math', icon: 'calculator' };
const arabic: Subject = { id: 1, slug: 'arabic', name: 'Arabic', icon: 'book-open-text' };

const layla: TutorCard = {
  id: '2f1c5a52-0c53-4a5e-9a39-0f7d0c1b2a11',
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

const ok = (data: unknown) =>
  new Response(JSON.stringify({ succeeded: true, message: null, data, error: null }));

/** The API as the page sees it; every search's query string is recorded. */
let areaRequests = 0;
/** The signed-in person's account, when a test signs someone in. */
let ownAccount: unknown = null;

function fakeApi(results: (query: URLSearchParams) => TutorSearchAnswer) {
  const searches: URLSearchParams[] = [];
  areaRequests = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [path, query = ''] = url.split('?');
      if (path === '/api/v1/subjects') return ok([arabic, math]);
      if (path === '/api/v1/account' && ownAccount) return ok(ownAccount);
      if (path === '/api/v1/education/systems') return ok({ educationSystems: [] });
      if (path === '/api/v1/areas') {
        areaRequests += 1;
        return ok(areas);
      }
      if (path === '/api/v1/tutors') {
        const params = new URLSearchParams(query);
        searches.push(params);
        return ok(results(params));
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return searches;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/courses', element: <CoursesPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const page = (
  items: TutorCard[],
  total = items.length,
  cursors: Pick<TutorSearchAnswer, 'nextCursor' | 'previousCursor' | 'totalCapped'> = {
    nextCursor: null,
    previousCursor: null,
    totalCapped: false,
  },
): TutorSearchAnswer => ({ items, total, pageSize: 12, ...cursors });

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('CoursesPage', () => {
  it('searches with the filters of the URL, in the viewer’s time zone', async () => {
    const searches = fakeApi(() => page([layla]));
    renderAt('/courses?subject=3&days=5,6&times=morning&sort=price');
    expect(await screen.findByRole('link', { name: 'Layla Haddad' })).toHaveAttribute(
      'href',
      `/tutors/${layla.id}`,
    );
    const query = searches.at(-1);
    expect(query?.get('subject')).toBe('3');
    expect(query?.get('days')).toBe('5,6');
    expect(query?.get('times')).toBe('morning');
    expect(query?.get('sort')).toBe('price');
    expect(query?.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(screen.getByRole('checkbox', { name: 'Fri' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sun' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Math' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price');
    expect(screen.getByText('$25.00')).toBeInTheDocument();
  });

  it("orders the days by the signed-in person's week, from their account", async () => {
    fakeApi(() => page([layla]));
    ownAccount = {
      ...sampleUsers.Parent,
      timeZone: 'Asia/Dubai',
      pendingEmail: null,
      hasPassword: true,
      calendar: calendarWeekOf('SA', 'Asia/Dubai'),
    };
    logInAs('Parent');
    try {
      renderAt('/courses');
      const days = await screen.findByRole('group', { name: 'Available on' });
      await waitFor(() =>
        expect(within(days).getAllByRole('checkbox')[0]).toHaveAccessibleName('Sun'),
      );
      expect(within(days).getAllByRole('checkbox')[6]).toHaveAccessibleName('Sat');
    } finally {
      ownAccount = null;
      useSession.getState().clearSession();
    }
  });

  it('puts a chosen subject and day in the URL and starts again from page 1', async () => {
    fakeApi(() =>
      page([layla], 30, { nextCursor: 'c3', previousCursor: 'c1', totalCapped: false }),
    );
    const router = renderAt('/courses?page=2&after=c2');
    await userEvent.click(await screen.findByRole('button', { name: 'Arabic' }));
    await waitFor(() => expect(router.state.location.search).toBe('?subject=1'));
    await userEvent.click(screen.getByText('Sat'));
    await waitFor(() => expect(router.state.location.search).toBe('?subject=1&days=6'));
  });

  for (const [language, text] of Object.entries({
    en: { from: 'From', to: 'To', apply: 'Apply', notNumber: 'Enter a number.' },
    ar: { from: 'من', to: 'إلى', apply: 'طبّق', notNumber: 'أدخل رقمًا.' },
  })) {
    it(`says under a price field that holds letters that it is no number, and keeps the results (${language})`, async () => {
      await i18n.changeLanguage(language);
      const searches = fakeApi(() => page([layla]));
      const user = userEvent.setup();
      const router = renderAt('/courses?sort=price&maxPrice=40');
      expect(await screen.findByRole('link', { name: 'Layla Haddad' })).toBeVisible();
      const from = screen.getByLabelText(text.from);
      await user.type(from, 'abc');
      expect(from).toHaveAccessibleDescription(`${text.from}: ${text.notNumber}`);
      expect(from).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(text.to)).toHaveAttribute('aria-invalid', 'false');

      await user.click(screen.getByRole('button', { name: text.apply }));
      expect(from).toHaveFocus();
      expect(router.state.location.search).toBe('?sort=price&maxPrice=40');
      expect(screen.getByRole('link', { name: 'Layla Haddad' })).toBeVisible();
      expect(searches.every((query) => !query.has('minPrice'))).toBe(true);

      // Mended, it applies.
      await user.clear(from);
      await user.type(from, '١٥');
      expect(from).not.toHaveAccessibleDescription();
      await user.click(screen.getByRole('button', { name: text.apply }));
      await waitFor(() =>
        expect(new URLSearchParams(router.state.location.search).get('minPrice')).toBe('15'),
      );
    });
  }

  it('pages through the results by cursor, forwards and back', async () => {
    // Three pages of 12: the first has no previous, the last no next.
    const searches = fakeApi((query) => {
      const at = query.get('after') ?? query.get('before') ?? 'first';
      const pages: Record<string, [string | null, string | null]> = {
        first: [null, 'end-of-1'],
        'end-of-1': ['start-of-2', 'end-of-2'],
        'end-of-2': ['start-of-3', null],
        'start-of-3': ['start-of-2', 'end-of-2'],
        'start-of-2': [null, 'end-of-1'],
      };
      const [previousCursor, nextCursor] = pages[at] ?? [null, null];
      return page([layla], 30, { previousCursor, nextCursor, totalCapped: false });
    });
    const router = renderAt('/courses?sort=price');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=price&page=2&after=end-of-1'),
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(searches.at(-1)?.get('after')).toBe('end-of-2');
    expect(searches.at(-1)?.get('page')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=price&page=2&before=start-of-3'),
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    // Back to the first page: the plain search again, with no cursor.
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price'));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Tutors found: 10,000+', 'Page 2'],
    ['ar', 'عدد المعلّمين: أكثر من 10,000', 'الصفحة 2'],
  ])('says "10,000+" when more tutors match than are counted (%s)', async (language, count, at) => {
    await i18n.changeLanguage(language);
    fakeApi(() =>
      page([layla], 10_000, { nextCursor: 'c3', previousCursor: 'c1', totalCapped: true }),
    );
    renderAt('/courses?page=2&after=c1');
    expect(await screen.findByRole('heading', { name: count })).toBeInTheDocument();
    expect(screen.getByText(at)).toBeInTheDocument();
  });

  it('says when nothing matches, and clears every filter', async () => {
    fakeApi(() => page([]));
    const router = renderAt('/courses?language=fr&minRating=4');
    expect(
      await screen.findByText('No tutor matches all of these filters yet.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it.each([
    ['en', 'Filters (3)', 'Filters', 'Show tutors'],
    ['ar', 'عوامل التصفية (3)', 'عوامل التصفية', 'اعرض المعلّمين'],
  ])(
    'puts the filters behind a button that counts them on a phone (%s)',
    async (language, button, title, show) => {
      await i18n.changeLanguage(language);
      // A phone: the wide-screen media query does not match.
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      fakeApi(() => page([layla]));
      const user = userEvent.setup();
      // Subject, days, and one price range: three filters; the sort order is not one.
      renderAt('/courses?subject=3&days=5&minPrice=10&maxPrice=40&sort=price');
      expect(await screen.findByRole('link', { name: 'Layla Haddad' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: /Language of teaching|لغة/ })).toBeNull();

      // The sheet's code loads on a phone-width screen only; the same button stands in until it
      // is there, and a tap on it already opens the sheet.
      const openButton = () => screen.getByRole('button', { name: button });
      await user.click(openButton());
      const sheet = await screen.findByRole('dialog', { name: title });
      expect(within(sheet).getAllByRole('combobox').length).toBeGreaterThan(3);
      await user.click(within(sheet).getByRole('button', { name: show }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(openButton()).toHaveFocus();

      await user.click(openButton());
      await screen.findByRole('dialog', { name: title });
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(openButton()).toHaveFocus();
    },
  );

  it('offers, when nobody matches, to drop one filter with what each finds, and the closest tutors', async () => {
    const searches = fakeApi((query) =>
      query.has('days')
        ? {
            ...page([]),
            relaxations: [
              { drop: 'time', total: 4 },
              { drop: 'subject', total: 1 },
            ],
          }
        : page([layla]),
    );
    const router = renderAt('/courses?subject=3&days=5&times=evening');
    expect(await screen.findByText('No tutor matches all of these filters yet.')).toBeVisible();
    const dropTime = await screen.findByRole('button', {
      name: 'Remove Fri · Evening (5–10) (4 tutors)',
    });
    expect(screen.getByRole('button', { name: 'Remove Math (1 tutor)' })).toBeInTheDocument();
    // The closest matches are those of the first suggestion: the same search without the time.
    expect(
      await screen.findByRole('heading', { name: 'Tutors without “Fri · Evening (5–10)”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Layla Haddad' })).toBeInTheDocument();
    const closest = searches.find((query) => query.get('pageSize') === '3');
    expect(closest?.get('subject')).toBe('3');
    expect(closest?.has('days')).toBe(false);

    await userEvent.click(dropTime);
    await waitFor(() => expect(router.state.location.search).toBe('?subject=3'));
  });

  it('names the district or lessons in person when letting go of them finds somebody', async () => {
    fakeApi((query) =>
      query.has('area')
        ? {
            ...page([]),
            relaxations: [
              { drop: 'mode', total: 9 },
              { drop: 'area', total: 2 },
            ],
          }
        : page([layla]),
    );
    renderAt('/courses?mode=in-person&area=11');
    expect(
      await screen.findByRole('button', { name: 'Remove In person (9 tutors)' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Remove Al Olaya (2 tutors)' }),
    ).toBeInTheDocument();
  });

  it('counts the tutors of a suggestion with Arabic plural forms', async () => {
    await i18n.changeLanguage('ar');
    fakeApi(() => ({
      ...page([]),
      relaxations: [
        { drop: 'minRating', total: 2 },
        { drop: 'language', total: 11 },
      ],
    }));
    renderAt('/courses?minRating=4&language=fr');
    expect(
      await screen.findByRole('button', { name: /^احذف «.+» \(معلّمان\)$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^احذف «.+» \(11 معلّمًا\)$/ })).toBeInTheDocument();
  });

  it('calls a tutor without reviews new in the Arabic form they asked for, neutrally without one', async () => {
    await i18n.changeLanguage('ar');
    const unrated = { ...layla, rating: { average: null, count: 0 } };
    fakeApi(() =>
      page([
        { ...unrated, id: 'a', fullName: 'Huda', addressAs: 'feminine' },
        { ...unrated, id: 'b', fullName: 'Omar', addressAs: 'masculine' },
        { ...unrated, id: 'c', fullName: 'Sam', addressAs: null },
      ]),
    );
    renderAt('/courses');
    const card = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('article') as HTMLElement;
    const cases = [
      ['Huda', 'معلّمة جديدة', 'المواد التي تدرّسها'],
      ['Omar', 'معلّم جديد', 'المواد التي يدرّسها'],
      ['Sam', 'جديد على نبراس', 'مواد التدريس'],
    ] as const;
    for (const [name, isNew, subjects] of cases) {
      const article = await card(name);
      expect(within(article).getByText(isNew)).toBeVisible();
      expect(within(article).getByRole('list', { name: subjects })).toBeVisible();
    }
  });

  it('searches in person in a city, then a district, all in the URL; the areas load once', async () => {
    const searches = fakeApi(() => page([{ ...layla, teachesInPerson: true }]));
    const router = renderAt('/courses?subject=3');
    expect(await screen.findByRole('link', { name: 'Layla Haddad' })).toBeVisible();
    // Nobody asks for the areas before they are needed: the search row stays as fast.
    expect(areaRequests).toBe(0);
    expect(screen.queryByLabelText('City')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'In person' }));
    await waitFor(() => expect(router.state.location.search).toBe('?subject=3&mode=in-person'));
    await userEvent.selectOptions(await screen.findByLabelText('City'), 'Riyadh');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?subject=3&mode=in-person&area=1'),
    );
    await userEvent.selectOptions(screen.getByLabelText('District'), 'Al Malqa');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?subject=3&mode=in-person&area=12'),
    );
    await waitFor(() => expect(searches.at(-1)?.get('area')).toBe('12'));
    expect(searches.at(-1)?.get('mode')).toBe('in-person');
    expect(areaRequests).toBe(1);
    // The whole city again: the district's "Any".
    await userEvent.selectOptions(screen.getByLabelText('District'), 'Any');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?subject=3&mode=in-person&area=1'),
    );
    // Online drops the area, which means nothing there.
    await userEvent.click(screen.getByRole('radio', { name: 'Online' }));
    await waitFor(() => expect(router.state.location.search).toBe('?subject=3&mode=online'));
    expect(screen.queryByLabelText('City')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Either' }));
    await waitFor(() => expect(router.state.location.search).toBe('?subject=3'));
  });

  it.each([
    ['en', 'In person', 'حضوريًا'],
    ['ar', 'حضوريًا', 'In person'],
  ])('tags the cards of tutors who teach in person, and only them (%s)', async (language, tag) => {
    await i18n.changeLanguage(language);
    fakeApi(() =>
      page([
        { ...layla, teachesInPerson: true },
        { ...layla, id: 'b', fullName: 'Omar', teachesInPerson: false },
      ]),
    );
    renderAt('/courses?mode=in-person&area=11');
    const card = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('article') as HTMLElement;
    expect(within(await card('Layla Haddad')).getByText(tag)).toBeVisible();
    expect(within(await card('Omar')).queryByText(tag)).toBeNull();
    expect(await screen.findByLabelText(language === 'en' ? 'District' : 'الحي')).toHaveValue('11');
  });
});
