import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, renderPage, switchLanguage } from '@/test/app-fakes';
import { logInAs } from '@/features/family/test-fixtures';
import { ChildHome } from './child-home';

const learning = {
  grade: { id: 100, nameEn: 'Grade 4', nameAr: 'الصف الرابع' },
  subjects: [
    { id: 7, nameEn: 'Math', nameAr: 'الرياضيات' },
    { id: 8, nameEn: 'Science', nameAr: 'العلوم' },
  ],
  learningGoals: 'Enjoy reading stories aloud.',
  preferredLearningTime: 'afternoon',
  parent: { fullName: 'Layla Hassan' },
};

const invitation = {
  id: 'inv-1',
  parent: { fullName: 'Layla Hassan' },
  createdAt: '2026-06-01T10:00:00Z',
};

function page() {
  return renderPage(
    <ChildHome
      next={<p>Math at nine</p>}
      upcoming={<p>Science on Tuesday</p>}
      homework={<p>Page 12</p>}
    />,
    '/dashboard/child',
  );
}

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Student');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe("a child's dashboard", () => {
  it('leads with the next class, then homework, what they learn and their classes', async () => {
    fakeApi({
      'GET /api/v1/student/learning': () => ({ body: envelope(learning) }),
      'GET /api/v1/student/invitations': () => ({ body: envelope([]) }),
    });
    page();
    expect(screen.getByRole('region', { name: 'Your next class' })).toHaveTextContent(
      'Math at nine',
    );
    expect(screen.getByRole('region', { name: 'Your classes' })).toHaveTextContent(
      'Science on Tuesday',
    );
    expect(screen.getByRole('region', { name: 'Homework and notes' })).toHaveTextContent('Page 12');
    const learned = screen.getByRole('region', { name: 'What you are learning' });
    expect(await within(learned).findByText('Grade 4')).toBeInTheDocument();
    // Each subject opens the tutors of that subject.
    expect(within(learned).getByRole('link', { name: 'Science' })).toHaveAttribute(
      'href',
      '/courses?subject=8',
    );
    expect(within(learned).getByText('Enjoy reading stories aloud.')).toBeInTheDocument();
    expect(within(learned).getByText('Afternoon')).toBeInTheDocument();
    expect(within(learned).getByText('Layla Hassan')).toBeInTheDocument();
    // No invitation waiting: no invitation box.
    expect(screen.queryByRole('region', { name: 'Family invitations' })).not.toBeInTheDocument();
  });

  it("accepts a parent's invitation", async () => {
    let waiting = [invitation];
    const api = fakeApi({
      'GET /api/v1/student/learning': () => ({ body: envelope({ ...learning, parent: null }) }),
      'GET /api/v1/student/invitations': () => ({ body: envelope(waiting) }),
      'POST /api/v1/student/invitations/inv-1/accept': () => {
        waiting = [];
        return { body: envelope(null, 'You joined the family.') };
      },
    });
    const user = userEvent.setup();
    page();
    const box = await screen.findByRole('region', { name: 'Family invitations' });
    expect(box).toHaveTextContent(
      '\u2068Layla Hassan\u2069 wants to add you to their family on Nibras.',
    );
    expect(await screen.findByText('No parent linked yet.')).toBeInTheDocument();
    await user.click(
      within(box).getByRole('button', { name: 'Accept the invitation from Layla Hassan' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Family invitations' })).not.toBeInTheDocument(),
    );
    expect(
      api.mock.calls.some(([input]) => String(input).endsWith('/student/invitations/inv-1/accept')),
    ).toBe(true);
  });

  it('speaks Arabic', async () => {
    await switchLanguage('ar');
    fakeApi({
      'GET /api/v1/student/learning': () => ({ body: envelope(learning) }),
      'GET /api/v1/student/invitations': () => ({ body: envelope([invitation]) }),
    });
    page();
    expect(screen.getByRole('region', { name: 'حصتك القادمة' })).toBeInTheDocument();
    expect(await screen.findByText('الصف الرابع')).toBeInTheDocument();
    expect(screen.getByText('بعد الظهر')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'اقبل دعوة Layla Hassan' }),
    ).toBeInTheDocument();
  });
});
