import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, renderPage, switchLanguage } from '@/test/app-fakes';
import { child, logInAs, omarId, progress } from '@/features/family/test-fixtures';
import { ProgressView } from './progress-view';

function progressApi(answer = progress()) {
  return fakeApi({
    [`GET /api/v1/parent/children/${omarId}/progress`]: () => ({ body: envelope(answer) }),
  });
}

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Parent');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe("a child's progress", () => {
  it('sums hours, bookings and attendance, and gives the chart its numbers as a table', async () => {
    const api = progressApi();
    const user = userEvent.setup();
    renderPage(<ProgressView child={child()} />, '/dashboard/parent');

    const hours = await screen.findByText('Hours learned');
    // 90 + 60 + 30 minutes; 4 held of 5 (one missed by the child; cancellations do not count).
    expect(hours.nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Sessions completed').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Attendance', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '80%',
    );
    expect(new URL(String(api.mock.calls[0]?.[0]), 'http://x').searchParams.get('months')).toBe(
      '6',
    );

    await user.click(screen.getByText('The numbers behind the chart'));
    const table = screen.getByRole('table', {
      name: 'Sessions and hours per subject, month by month',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthSubjectSessionsHours',
      'May 2026Math21.5',
      'June 2026Math11',
      'June 2026Science10.5',
    ]);
    // The charts, once loaded, are described for screen readers.
    expect(
      await screen.findByRole('img', { name: /A bar chart of hours per subject/ }),
    ).toBeInTheDocument();
  });

  it("lists the tutors' notes and homework", async () => {
    progressApi();
    renderPage(<ProgressView child={child()} />, '/dashboard/parent');
    expect(
      await screen.findByText('Omar added halves and quarters on his own.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 12, exercises 1 to 4.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Math' })).toHaveAttribute('href', '/sessions/b-1');
  });

  it('says when there is nothing yet', async () => {
    progressApi(
      progress({
        months: [],
        attendance: {
          completed: 0,
          learnerNoShow: 0,
          tutorNoShow: 0,
          cancelled: 0,
          lateCancelled: 0,
        },
        notes: [],
      }),
    );
    renderPage(<ProgressView child={child()} />, '/dashboard/parent');
    expect(
      await screen.findByText(/No completed sessions in the last 6 months yet/),
    ).toBeInTheDocument();
    expect(screen.getByText('No notes from tutors yet.')).toBeInTheDocument();
  });

  it('writes months and numbers in Arabic', async () => {
    await switchLanguage('ar');
    progressApi();
    const user = userEvent.setup();
    renderPage(<ProgressView child={child()} />, '/dashboard/parent');
    await user.click(await screen.findByText('الأرقام التي يقوم عليها المخطط'));
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('مايو');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('الرياضيات');
    expect(screen.getByText('تقدّم Omar')).toBeInTheDocument();
  });
});
