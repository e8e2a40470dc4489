import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hijriDate } from '@/lib/hijri-date';
import { useSession } from '@/lib/session';
import { viewerTimeZone } from '@/lib/zoned-time';
import {
  envelope,
  failure,
  fakeApi,
  renderPage,
  sampleUsers,
  switchLanguage,
} from '@/test/app-fakes';
import { booking, logInAs } from '@/features/booking/test-fixtures';
import { NotesNeeded } from './notes-needed';
import { TutorAgenda } from './tutor-agenda';
import { TutorEarnings } from './tutor-earnings';
import { TutorRequests } from './tutor-requests';

const asTutor = { ...booking().tutor, id: sampleUsers.Tutor.id };
const request = booking({
  id: 'request-1',
  tutor: asTutor,
  allowedActions: ['confirm', 'decline', 'cancel', 'reschedule'],
});
const page = (items: unknown[]) => ({
  body: envelope({ items, page: 1, pageSize: 20, total: items.length }),
});

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Tutor');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('the requests waiting for an answer', () => {
  it('confirms a request in place, and the list follows', async () => {
    let answered = false;
    const api = fakeApi({
      'GET /api/v1/bookings': () => page(answered ? [] : [request]),
      'POST /api/v1/bookings/request-1/confirm': () => {
        answered = true;
        return { body: envelope({ ...request, status: 'confirmed' }, 'The session is confirmed.') };
      },
    });
    renderPage(<TutorRequests />, '/dashboard/tutor');
    const region = screen.getByRole('region', { name: 'Waiting for your answer' });
    expect(
      await within(region).findByText('One request is waiting for your answer.'),
    ).toBeInTheDocument();
    // What the family told of the learner, to prepare with.
    expect(within(region).getByText('for Sara · 12 years old · Grade 7')).toBeInTheDocument();
    expect(within(region).getByText('Catch up on fractions before the exam.')).toBeInTheDocument();
    // Only the answers here; the rest is on the booking's page.
    expect(within(region).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Confirm' }));
    expect(await within(region).findByText('No requests are waiting.')).toBeInTheDocument();
    expect(api.mock.calls.some(([input]) => String(input).includes('scope=requests'))).toBe(true);
  });

  it('asks why before declining, and sends the reason', async () => {
    let body: unknown;
    fakeApi({
      'GET /api/v1/bookings': () => page(body ? [] : [request]),
      'POST /api/v1/bookings/request-1/decline': ({ init }) => {
        body = JSON.parse(String(init.body));
        return { body: envelope({ ...request, status: 'declined' }, 'Declined.') };
      },
    });
    renderPage(<TutorRequests />, '/dashboard/tutor');
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'I am away that week');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('No requests are waiting.')).toBeInTheDocument();
    expect(body).toEqual({ reason: 'I am away that week' });
  });

  it('counts in Arabic with its plural forms', async () => {
    await switchLanguage('ar');
    fakeApi({
      'GET /api/v1/bookings': () => page([request, { ...request, id: 'request-2' }]),
    });
    renderPage(<TutorRequests />, '/dashboard/tutor');
    expect(await screen.findByText('طلبان بانتظار ردّك.')).toBeInTheDocument();
    expect(screen.getAllByText('لـSara · 12 سنة · الصف السابع')).toHaveLength(2);
  });

  it('shows what is known of a learner without an age or grade, and marks a free trial', async () => {
    const older = booking({
      ...request,
      trial: true,
      learner: { firstName: 'Yusuf', age: null, grade: null, goals: null },
    });
    fakeApi({ 'GET /api/v1/bookings': () => page([older]) });
    renderPage(<TutorRequests />, '/dashboard/tutor');
    const region = screen.getByRole('region', { name: 'Waiting for your answer' });
    expect(await within(region).findByText('for Yusuf')).toBeInTheDocument();
    expect(within(region).getByText('Free trial')).toBeInTheDocument();
    expect(region).not.toHaveTextContent(/undefined|NaN|null/);
  });
});

describe("the tutor's bookings ahead", () => {
  it('groups confirmed bookings by day, with Join once the classroom is open', async () => {
    const now = Date.now();
    const soon = booking({
      id: 'soon',
      status: 'confirmed',
      tutor: asTutor,
      start: new Date(now).toISOString(),
      end: new Date(now + 45 * 60_000).toISOString(),
      classroom: {
        opensAt: new Date(now - 10 * 60_000).toISOString(),
        closesAt: new Date(now + 45 * 60_000).toISOString(),
        open: true,
      },
    });
    const api = fakeApi({ 'GET /api/v1/bookings': () => page([soon]) });
    renderPage(<TutorAgenda />, '/dashboard/tutor');
    const region = screen.getByRole('region', { name: 'Coming up' });
    expect(await within(region).findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(api.mock.calls.some(([input]) => String(input).includes('scope=confirmed'))).toBe(true);
  });

  it('writes each day heading with its Umm al-Qura date in Arabic', async () => {
    await switchLanguage('ar');
    const now = Date.now();
    const soon = booking({
      id: 'soon',
      status: 'confirmed',
      tutor: asTutor,
      start: new Date(now).toISOString(),
      end: new Date(now + 45 * 60_000).toISOString(),
    });
    fakeApi({ 'GET /api/v1/bookings': () => page([soon]) });
    renderPage(<TutorAgenda />, '/dashboard/tutor');
    const hijri = hijriDate(new Date(now), 'ar', viewerTimeZone());
    expect(await screen.findByRole('heading', { name: `اليوم (${hijri})` })).toBeInTheDocument();
    expect(hijri).toMatch(/^\d+ .+ \d{4} هـ$/);
  });

  it('says what opens bookings while there are none', async () => {
    fakeApi({ 'GET /api/v1/bookings': () => page([]) });
    renderPage(<TutorAgenda />, '/dashboard/tutor');
    expect(await screen.findByText(/No sessions booked yet/)).toBeInTheDocument();
  });

  it('never says "no sessions booked yet" to a tutor who has sessions', async () => {
    const past = booking({ id: 'past-1', status: 'completed', tutor: asTutor });
    fakeApi({
      'GET /api/v1/bookings': ({ url }) =>
        page(url.searchParams.get('scope') === 'past' ? [past] : []),
    });
    renderPage(<TutorAgenda />, '/dashboard/tutor');
    expect(await screen.findByText(/Nothing confirmed ahead/)).toBeInTheDocument();
    expect(screen.queryByText(/No sessions booked yet/)).not.toBeInTheDocument();
  });
});

describe('the bookings waiting for notes', () => {
  it('links each completed booking without notes to its page', async () => {
    const done = booking({
      id: 'done-1',
      status: 'completed',
      tutor: asTutor,
      canWriteNotes: true,
    });
    const api = fakeApi({ 'GET /api/v1/bookings': () => page([done]) });
    renderPage(<NotesNeeded />, '/dashboard/tutor');
    const link = await screen.findByRole('link', { name: /Write notes: Math/ });
    expect(link).toHaveAttribute('href', '/sessions/done-1');
    expect(
      screen.getByText('One session is waiting for your notes and homework.'),
    ).toBeInTheDocument();
    expect(api.mock.calls.some(([input]) => String(input).includes('scope=needs-notes'))).toBe(
      true,
    );
  });

  it('asks the tutor to mark an ended session before its notes', async () => {
    const ended = booking({
      id: 'ended-1',
      status: 'confirmed',
      tutor: asTutor,
      allowedActions: ['complete', 'no-show'],
    });
    fakeApi({ 'GET /api/v1/bookings': () => page([ended]) });
    renderPage(<NotesNeeded />, '/dashboard/tutor');
    const link = await screen.findByRole('link', { name: /Mark what happened: Math/ });
    expect(link).toHaveAttribute('href', '/sessions/ended-1');
  });

  it('says when all notes are written', async () => {
    fakeApi({ 'GET /api/v1/bookings': () => page([]) });
    renderPage(<NotesNeeded />, '/dashboard/tutor');
    expect(await screen.findByText(/All caught up/)).toBeInTheDocument();
  });
});

const months = Array.from({ length: 12 }, (_, index) => {
  const month = `${index < 5 ? 2030 : 2031}-${String(((index + 7) % 12) + 1).padStart(2, '0')}`;
  return { month, sessions: 0, amounts: [] as { amount: string; currency: string }[] };
});
const earnings = {
  timeZone: 'Asia/Riyadh',
  currentMonth: '2031-07',
  thisMonth: { sessions: 1, amounts: [{ amount: '30.00', currency: 'USD' }] },
  total: { sessions: 4, amounts: [{ amount: '90.00', currency: 'USD' }] },
  months: months.map((month) =>
    month.month === '2031-06'
      ? { ...month, sessions: 3, amounts: [{ amount: '60.00', currency: 'USD' }] }
      : month.month === '2031-07'
        ? { ...month, sessions: 1, amounts: [{ amount: '30.00', currency: 'USD' }] }
        : month,
  ),
};

describe("the tutor's earnings", () => {
  it('shows this month, the total and the months, through the one price formatter', async () => {
    fakeApi({ 'GET /api/v1/tutor/earnings': () => ({ body: envelope(earnings) }) });
    renderPage(<TutorEarnings />, '/dashboard/tutor');
    const region = screen.getByRole('region', { name: 'Earnings' });
    const thisMonth = (await within(region).findByText('This month')).parentElement;
    expect(thisMonth).toHaveTextContent('$30.00One completed session');
    expect(within(region).getByText('In total').parentElement).toHaveTextContent(
      '$90.004 completed sessions',
    );
    const table = within(region).getByRole('table', { name: 'Earnings by month' });
    const june = within(table).getByRole('row', { name: /June 2031/ });
    expect(june).toHaveTextContent('3');
    expect(june).toHaveTextContent('$60.00');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(
      await within(region).findByRole('img', { name: 'Earnings of the last 12 months' }),
    ).toBeInTheDocument();
  });

  it('tells a new tutor how earnings will appear', async () => {
    fakeApi({
      'GET /api/v1/tutor/earnings': () => ({
        body: envelope({
          ...earnings,
          thisMonth: { sessions: 0, amounts: [] },
          total: { sessions: 0, amounts: [] },
          months,
        }),
      }),
    });
    renderPage(<TutorEarnings />, '/dashboard/tutor');
    expect(await screen.findByText(/Nothing earned yet/)).toBeInTheDocument();
    expect(screen.getAllByText('$0.00')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains a failure and asks again', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/v1/tutor/earnings': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: failure('database_unavailable', 'Try later') }
          : { body: envelope(earnings) };
      },
    });
    renderPage(<TutorEarnings />, '/dashboard/tutor');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Your earnings could not be loaded.');
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('$90.00')).toBeInTheDocument();
  });

  it('speaks Arabic: plural forms and prices', async () => {
    await switchLanguage('ar');
    fakeApi({
      'GET /api/v1/tutor/earnings': () => ({
        body: envelope({ ...earnings, total: { ...earnings.total, sessions: 2 } }),
      }),
    });
    renderPage(<TutorEarnings />, '/dashboard/tutor');
    expect(await screen.findByText('جلستان مكتملتان')).toBeInTheDocument();
    expect(screen.getByText('جلسة مكتملة واحدة')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'الأرباح' })).toHaveTextContent('90.00');
  });
});
