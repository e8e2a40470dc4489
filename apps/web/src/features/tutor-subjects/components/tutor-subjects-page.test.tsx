import type { Subject } from '@nibras/contracts/catalog';
import type { TutorSubject } from '@nibras/contracts/tutor-subjects';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { http } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { apiServer } from '@/test/app-fakes';
import { TutorSubjectsPage } from './tutor-subjects-page';

const math: Subject = { id: 3, slug: 'math', name: 'Math', icon: 'calculator' };
const physics: Subject = { id: 9, slug: 'physics', name: 'Physics', icon: 'atom' };

function priced(subject: Subject, onlinePrice: string, offlinePrice: string): TutorSubject {
  return {
    subjectId: subject.id,
    slug: subject.slug,
    name: subject.name,
    icon: subject.icon,
    onlinePrice,
    offlinePrice,
    currency: 'USD',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ succeeded: true, message: null, data, error: null }), { status });
const failed = (status: number, code: string, message: string) =>
  new Response(
    JSON.stringify({ succeeded: false, message, data: null, error: { code, message } }),
    {
      status,
    },
  );

/** A small stand-in for the API: the tutor's list lives here, calls are recorded. */
function fakeApi(initial: TutorSubject[], overrides: Record<string, () => Response> = {}) {
  let mine = [...initial];
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const { method } = request;
    const url = new URL(request.url).pathname;
    const text = method === 'GET' ? '' : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method, path: url, body });
    const override = overrides[`${method} ${url}`];
    if (override) return override();
    if (url === '/api/v1/tutor/subjects' && method === 'GET') return ok(mine);
    if (url === '/api/v1/subjects') return ok([math, physics]);
    if (url === '/api/v1/education/systems') {
      return ok({ educationSystems: [{ id: 1, slug: 'egypt-national', name: 'Egyptian' }] });
    }
    if (url === '/api/v1/tutor/subject-price' && method === 'POST') {
      const subject = [math, physics].find((candidate) => candidate.id === body.subjectId)!;
      const saved = priced(subject, body.onlinePrice, body.offlinePrice);
      const exists = mine.some((item) => item.subjectId === saved.subjectId);
      mine = exists
        ? mine.map((item) => (item.subjectId === saved.subjectId ? saved : item))
        : [...mine, saved];
      return ok(saved, exists ? 200 : 201);
    }
    const removal = /^\/api\/v1\/tutor\/subjects\/(\d+)$/.exec(url);
    if (removal && method === 'DELETE') {
      mine = mine.filter((item) => item.subjectId !== Number(removal[1]));
      return ok(null);
    }
    return failed(404, 'route_not_found', 'This API path does not exist.');
  };
  apiServer.use(http.all('/api/*', answer));
  return { calls };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TutorSubjectsPage />
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Wide screens get the table; jsdom has no layout, so the media query is answered here. */
function screenIsWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
  screenIsWide(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('TutorSubjectsPage', () => {
  it('shows the tutor’s subjects with both prices and their currency', async () => {
    fakeApi([priced(math, '25.00', '30.50')]);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your subjects…');

    const row = await screen.findByRole('row', { name: /Math/ });
    expect(within(row).getByText('$25.00')).toBeInTheDocument();
    expect(within(row).getByText('$30.50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My subjects and prices' })).toBeVisible();
    expect(screen.getByText('Prices are per hour. Currency: US Dollar.')).toBeInTheDocument();
    // The platform's share is told before the tutor sets a price (issue 28).
    expect(
      screen.getByText("Nibras keeps 15 % of each session's price; the rest is yours."),
    ).toBeInTheDocument();
  });

  it('shows cards on a narrow screen', async () => {
    screenIsWide(false);
    fakeApi([priced(physics, '40.00', '45.00')]);
    renderPage();
    const list = await screen.findByRole('list', { name: /Your subjects/ });
    expect(within(list).getByRole('heading', { name: 'Physics' })).toBeInTheDocument();
    expect(within(list).getByText('$45.00')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the tutor has no subject yet', async () => {
    fakeApi([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No subjects yet' })).toBeInTheDocument();
  });

  it('shows docs/shared/SPEC.md’s message when the list cannot be fetched, and tries again', async () => {
    let fail = true;
    const api = fakeApi([priced(math, '25.00', '30.00')], {
      'GET /api/v1/tutor/subjects': () =>
        fail ? failed(500, 'internal_error', 'Server error. Please try again later.') : ok([]),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch tutor subjects');
    expect(alert).toHaveTextContent('Server error. Please try again later.');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No subjects yet' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/v1/tutor/subjects')).toHaveLength(2);
  });

  it('adds a subject picked from the catalog, with its prices', async () => {
    const user = userEvent.setup();
    const api = fakeApi([priced(math, '25.00', '30.00')]);
    renderPage();
    await screen.findByRole('row', { name: /Math/ });

    await user.click(screen.getByRole('button', { name: 'Add subject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a subject' });
    const subject = within(dialog).getByRole('combobox', { name: 'Subject' });
    await waitFor(() => expect(subject).toBeEnabled());
    // Math is already taught: only the others are offered.
    expect(within(subject).queryByRole('option', { name: 'Math' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Add subject' }));
    expect(await within(dialog).findByText('Choose a subject.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(subject, 'Physics');
    await user.type(within(dialog).getByLabelText('Online price per hour'), '40');
    await user.type(within(dialog).getByLabelText('In-person price per hour'), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Add subject' }));
    expect(
      await within(dialog).findByText(
        'Enter the price as a number with at most two decimal places.',
      ),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('In-person price per hour'));
    await user.type(within(dialog).getByLabelText('In-person price per hour'), '45.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add subject' }));

    const row = await screen.findByRole('row', { name: /Physics/ });
    expect(within(row).getByText('$45.50')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Physics added to your subjects')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      subjectId: physics.id,
      onlinePrice: '40.00',
      offlinePrice: '45.50',
    });
  });

  it('toasts docs/shared/SPEC.md’s message when adding fails', async () => {
    const user = userEvent.setup();
    fakeApi([], {
      'POST /api/v1/tutor/subject-price': () =>
        failed(500, 'internal_error', 'Server error. Please try again later.'),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add subject' }));
    const dialog = await screen.findByRole('dialog');
    const subject = within(dialog).getByRole('combobox', { name: 'Subject' });
    await waitFor(() => expect(subject).toBeEnabled());
    await user.selectOptions(subject, 'Math');
    await user.type(within(dialog).getByLabelText('Online price per hour'), '10');
    await user.type(within(dialog).getByLabelText('In-person price per hour'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add subject' }));
    expect(await screen.findByText('Failed to add tutor subject')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the load failure of the education systems under their select', async () => {
    const user = userEvent.setup();
    fakeApi([], {
      'GET /api/v1/education/systems': () =>
        failed(500, 'internal_error', 'Server error. Please try again later.'),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add subject' }));
    expect(await screen.findByText('Failed to load education systems')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Education level' })).toBeDisabled();
  });

  it('edits prices inline: Enter saves, Escape leaves without saving', async () => {
    const user = userEvent.setup();
    const api = fakeApi([priced(math, '25.00', '30.00')]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit prices of Math' }));

    const online = screen.getByLabelText('Online price of Math');
    expect(online).toHaveFocus();
    await user.clear(online);
    await user.type(online, '0');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The price must be greater than 0.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Online price of Math')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit prices of Math' })).toHaveFocus();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.keyboard('{Enter}');
    const again = screen.getByLabelText('Online price of Math');
    expect(again).toHaveValue('25.00');
    await user.clear(again);
    await user.type(again, '27.5{Enter}');
    const row = await screen.findByRole('row', { name: /Math/ });
    await waitFor(() => expect(within(row).getByText('$27.50')).toBeInTheDocument());
    expect(await screen.findByText('Prices of Math updated')).toBeInTheDocument();
  });

  it('removes a subject only after confirmation', async () => {
    const user = userEvent.setup();
    const api = fakeApi([priced(math, '25.00', '30.00'), priced(physics, '40.00', '45.00')]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Math' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Math?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('row', { name: /Math/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Math' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove Math' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Remove subject',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /Math/ })).toBeNull());
    expect(screen.getByRole('row', { name: /Physics/ })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/3'))).toBe(
      true,
    );
  });

  it('reads in Arabic', async () => {
    await i18n.changeLanguage('ar');
    fakeApi([priced({ ...math, name: 'الرياضيات' }, '25.00', '30.00')]);
    renderPage();
    const row = await screen.findByRole('row', { name: /الرياضيات/ });
    expect(
      within(row).getByRole('button', { name: 'تعديل الأسعار لمادة الرياضيات' }),
    ).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'حضوريًا' })).toBeInTheDocument();
    // Amount and sign in one isolated run, so "US$" stays whole beside Arabic text.
    const exactly = { normalizer: (text: string) => text };
    expect(within(row).getByText('\u206825.00\u00a0US$\u2069', exactly)).toBeInTheDocument();
    expect(screen.getByText('الأسعار للساعة الواحدة. العملة: دولار أمريكي.')).toBeInTheDocument();
    expect(
      screen.getByText('تحتفظ نبراس بنسبة 15٪ من سعر كل حصة، والباقي لك.'),
    ).toBeInTheDocument();
  });

  it('takes a price typed in Arabic digits, with the sign where Arabic prices show it', async () => {
    await i18n.changeLanguage('ar');
    const user = userEvent.setup();
    const api = fakeApi([priced({ ...math, name: 'الرياضيات' }, '25.00', '30.00')]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'تعديل الأسعار لمادة الرياضيات' }));
    const online = screen.getByLabelText('سعر الرياضيات عبر الإنترنت');
    // Left to right, the sign after the amount: "25.00 US$".
    expect(online.parentElement).toHaveAttribute('dir', 'ltr');
    expect(online.previousElementSibling).toHaveTextContent('US$');
    expect(online.previousElementSibling?.className).toContain('end-0');
    await user.clear(online);
    await user.type(online, '٢٧٫٥{Enter}');
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        onlinePrice: '27.50',
      }),
    );
  });
});
