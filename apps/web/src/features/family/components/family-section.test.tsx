import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, failure, fakeApi, renderPage, switchLanguage } from '@/test/app-fakes';
import {
  catalogApi,
  child,
  logInAs,
  monaId,
  omarId,
  progress,
} from '@/features/family/test-fixtures';
import { FamilySection } from './family-section';

const mona = child({
  id: monaId,
  name: 'Mona',
  age: 7,
  subjectIds: [8],
  learningGoals: 'Enjoy reading stories aloud.',
  preferredLearningTime: 'afternoon',
  preferredLanguage: 'en',
});

const bookings = {
  upcoming: (childId: string) => <p>Upcoming of {childId}</p>,
  past: (childId: string) => <p>Past of {childId}</p>,
};

function familyApi(children = [child(), mona], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...catalogApi,
    'GET /api/v1/parent/children': () => ({ body: envelope(children) }),
    'GET /api/v1/parent/invitations': () => ({ body: envelope([]) }),
    [`GET /api/v1/parent/children/${omarId}/progress`]: () => ({ body: envelope(progress()) }),
    [`GET /api/v1/parent/children/${monaId}/progress`]: () => ({
      body: envelope(progress({ notes: [] })),
    }),
    ...extra,
  });
}

const allowance = (monthly: string | null) => ({
  childId: omarId,
  monthly,
  spentThisMonth: '12.50',
  currency: 'USD',
});

function allowanceApi(monthly: string | null): Parameters<typeof fakeApi>[0] {
  return {
    [`GET /api/v1/family/children/${omarId}/allowance`]: () => ({
      body: envelope(allowance(monthly)),
    }),
  };
}

function sentBody(api: ReturnType<typeof fakeApi>, method: string, path: string) {
  const call = api.mock.calls.find(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
}

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Parent');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe("a parent's family", () => {
  it('shows each child as a tab, the one named in the URL first, with their bookings', async () => {
    familyApi();
    const user = userEvent.setup();
    const { router } = renderPage(
      <FamilySection bookings={bookings} />,
      `/dashboard/parent?child=${monaId}`,
    );
    const tabs = await screen.findByRole('tablist', { name: 'Choose a child' });
    expect(within(tabs).getByRole('tab', { name: 'Mona' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('2 children')).toBeInTheDocument();
    expect(screen.getByText(`Upcoming of ${monaId}`)).toBeInTheDocument();
    expect(screen.getByText(`Past of ${monaId}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a session for Mona' })).toHaveAttribute(
      'href',
      `/book-session?child=${monaId}`,
    );
    expect(await screen.findByText('Grade 4')).toBeInTheDocument();
    expect(screen.getByText(/7 years old/)).toHaveTextContent('7 years old · Grade 4');

    expect(await screen.findByText('No notes from tutors yet.')).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Omar' }));
    expect(screen.getByText(`Upcoming of ${omarId}`)).toBeInTheDocument();
    // Past bookings come with what the tutors wrote.
    expect(
      await screen.findByRole('heading', { name: 'Notes and homework from past sessions' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 12, exercises 1 to 4.')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?child=${omarId}`);
  });

  it("shows a child's details and login", async () => {
    familyApi(
      [child({ login: { email: 'omar@example.com', kind: 'made_by_parent', confirmed: false } })],
      allowanceApi(null),
    );
    const user = userEvent.setup();
    renderPage(<FamilySection bookings={bookings} />, '/dashboard/parent');
    await user.click(await screen.findByRole('tab', { name: 'Profile' }));
    // A subject leads to its tutors.
    expect(await screen.findByRole('link', { name: 'Math' })).toHaveAttribute(
      'href',
      '/courses?subject=7',
    );
    expect(screen.getByText('Read with confidence.')).toBeInTheDocument();
    expect(screen.getByText('Weekend')).toBeInTheDocument();
    expect(screen.getByText('Arabic')).toBeInTheDocument();
    expect(screen.getByText('Waiting for omar@example.com to be confirmed')).toBeInTheDocument();
    // A child with a login is not offered a second one.
    expect(screen.queryByRole('button', { name: /a login/ })).not.toBeInTheDocument();
  });

  it("sets the allowance a child's own login may spend without asking, typed in Arabic digits", async () => {
    const api = familyApi(
      [child({ login: { email: 'omar@example.com', kind: 'made_by_parent', confirmed: true } })],
      {
        ...allowanceApi(null),
        [`PUT /api/v1/family/children/${omarId}/allowance`]: () => ({
          body: envelope(allowance('40.00')),
        }),
      },
    );
    const user = userEvent.setup();
    renderPage(<FamilySection bookings={bookings} />, '/dashboard/parent');
    await user.click(await screen.findByRole('tab', { name: 'Profile' }));
    const monthly = await screen.findByLabelText('Amount each month');
    expect(await screen.findByText('Spent this month: $12.50.')).toBeInTheDocument();
    await user.type(monthly, '٤٠');
    await user.click(screen.getByRole('button', { name: 'Save allowance' }));
    await waitFor(() =>
      expect(sentBody(api, 'PUT', `/api/v1/family/children/${omarId}/allowance`)).toEqual({
        monthly: '40.00',
      }),
    );
    expect(await screen.findByDisplayValue('40.00')).toBeInTheDocument();
  });

  it('adds a child with the shared grade picker and chooses them', async () => {
    let children = [child()];
    const api = familyApi(undefined, {
      'GET /api/v1/parent/children': () => ({ body: envelope(children) }),
      'POST /api/v1/parent/children': () => {
        children = [child(), mona];
        return { status: 201, body: envelope(mona) };
      },
      [`GET /api/v1/parent/children/${monaId}/progress`]: () => ({ body: envelope(progress()) }),
    });
    const user = userEvent.setup();
    const { router } = renderPage(<FamilySection bookings={bookings} />, '/dashboard/parent');
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a child' });

    // The contract's rules, before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add child' }));
    expect(await within(dialog).findByText('Child name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Child's name"), 'Mona');
    await user.type(within(dialog).getByLabelText('Age'), '7');
    await user.type(within(dialog).getByLabelText('School name'), 'Nile Primary');
    await user.selectOptions(within(dialog).getByLabelText('Preferred language'), 'en');
    await user.selectOptions(
      within(dialog).getByLabelText('Education system'),
      await within(dialog).findByRole('option', { name: 'Egyptian National' }),
    );
    await user.selectOptions(
      within(dialog).getByLabelText('Education level'),
      await within(dialog).findByRole('option', { name: 'Primary' }),
    );
    await user.selectOptions(
      within(dialog).getByLabelText('Grade'),
      await within(dialog).findByRole('option', { name: 'Grade 4' }),
    );
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Science' }));
    await user.selectOptions(within(dialog).getByLabelText('Preferred learning time'), 'afternoon');
    await user.type(
      within(dialog).getByLabelText(/Learning goals/),
      'Enjoy reading stories aloud.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add child' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sentBody(api, 'POST', '/api/v1/parent/children')).toEqual({
      name: 'Mona',
      age: 7,
      gradeId: 100,
      subjectIds: [8],
      preferredLanguage: 'en',
      schoolName: 'Nile Primary',
      learningGoals: 'Enjoy reading stories aloud.',
      preferredLearningTime: 'afternoon',
    });
    const monaTab = await screen.findByRole('tab', { name: 'Mona' });
    await waitFor(() => expect(monaTab).toHaveAttribute('aria-selected', 'true'));
    expect(router.state.location.search).toBe(`?child=${monaId}`);
  });

  it('opens the edit form at the saved grade and sends the whole child', async () => {
    const api = familyApi([child()], {
      [`PATCH /api/v1/parent/children/${omarId}`]: () => ({
        body: envelope(child({ schoolName: 'Giza School' })),
      }),
    });
    const user = userEvent.setup();
    renderPage(<FamilySection bookings={bookings} />, '/dashboard/parent');
    await user.click(await screen.findByRole('button', { name: "Edit Omar's details" }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Omar' });
    const grade = await within(dialog).findByLabelText('Grade');
    await waitFor(() => expect(grade).toHaveValue('100'));
    expect(await within(dialog).findByRole('checkbox', { name: 'Math' })).toBeChecked();
    const school = within(dialog).getByLabelText('School name');
    await user.clear(school);
    await user.type(school, 'Giza School');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sentBody(api, 'PATCH', `/api/v1/parent/children/${omarId}`)).toMatchObject({
      name: 'Omar',
      age: 9,
      gradeId: 100,
      subjectIds: [7],
      schoolName: 'Giza School',
    });
  });

  it('invites the parent to complete what the signup left out, saying why each helps', async () => {
    const reem = child({
      name: 'Reem',
      age: null,
      preferredLearningTime: null,
      schoolName: '',
      learningGoals: '',
      subjectIds: [],
    });
    const api = familyApi([reem], {
      [`PATCH /api/v1/parent/children/${omarId}`]: () => ({
        body: envelope(child({ name: 'Reem', age: 9, preferredLearningTime: 'evening' })),
      }),
    });
    const user = userEvent.setup();
    renderPage(<FamilySection bookings={bookings} />, '/dashboard/parent');
    const invitation = await screen.findByRole('region', {
      name: "Details that help Reem's tutors prepare",
    });
    expect(
      within(invitation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Age: Tutors pitch the lesson to the age.',
      'School: The tutor can follow what the class covers at school.',
      'Learning goals: The first lesson is prepared around what your child needs.',
      'Preferred time: The next lessons can be planned at a part of the day that suits.',
    ]);
    // No age under the name until it is known; the profile says what is not given yet.
    expect(screen.queryByText(/years old/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findAllByText('Not given yet')).toHaveLength(3);

    // Completed right there, in the child's form, each optional field saying why it helps.
    await user.click(
      within(invitation).getByRole('button', { name: "Add Reem's missing details" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Reem' });
    const age = within(dialog).getByLabelText('Age');
    expect(age).toHaveValue('');
    expect(age).toHaveAccessibleDescription('Optional. Tutors pitch the lesson to the age.');
    await user.type(age, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Child age must be between 3 and 25'),
    ).toBeInTheDocument();
    await user.clear(age);
    await user.type(age, '9');
    await user.selectOptions(within(dialog).getByLabelText('Preferred learning time'), 'Evening');
    await waitFor(() => expect(within(dialog).getByLabelText('Grade')).toHaveValue('100'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sentBody(api, 'PATCH', `/api/v1/parent/children/${omarId}`)).toMatchObject({
      name: 'Reem',
      age: 9,
      preferredLearningTime: 'evening',
    });
  });

  it('says nothing is missing by saying nothing when every detail is there', async () => {
    familyApi([child()]);
    renderPage(<FamilySection bookings={bookings} />, '/dashboard/parent');
    expect(await screen.findByText(/9 years old/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Details that help/ })).not.toBeInTheDocument();
  });

  it('explains that a child with upcoming bookings cannot be removed yet, and removes one without', async () => {
    let refused = true;
    familyApi(undefined, {
      [`DELETE /api/v1/parent/children/${omarId}`]: () =>
        refused
          ? {
              status: 409,
              body: failure('child_has_upcoming_sessions', 'This child has upcoming sessions.'),
            }
          : { body: envelope({ outcome: 'archived' }) },
    });
    const user = userEvent.setup();
    renderPage(<FamilySection bookings={bookings} />, '/dashboard/parent');
    await user.click(await screen.findByRole('button', { name: 'Remove Omar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Omar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Omar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Omar still has upcoming sessions. Cancel them first (from the Sessions tab), then remove Omar.',
    );
    refused = false;
    await user.click(within(dialog).getByRole('button', { name: 'Remove Omar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('gives a child their own login and says where the confirmation went', async () => {
    const api = familyApi(undefined, {
      [`POST /api/v1/parent/children/${omarId}/login`]: () => ({
        status: 201,
        body: envelope(
          child({ login: { email: 'omar@example.com', kind: 'made_by_parent', confirmed: false } }),
        ),
      }),
    });
    const user = userEvent.setup();
    renderPage(<FamilySection bookings={bookings} />, `/dashboard/parent?child=${omarId}`);
    await user.click(await screen.findByRole('button', { name: 'Give Omar a login' }));
    const dialog = await screen.findByRole('dialog', { name: 'A login for Omar' });
    expect(dialog).toHaveTextContent('lands on their own dashboard');
    const email = within(dialog).getByLabelText("Child's email");
    expect(email).toHaveAttribute('dir', 'ltr');
    await user.type(email, 'omar@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-123');
    await user.click(within(dialog).getByRole('button', { name: 'Create the login' }));
    expect(
      await within(dialog).findByText(
        /We sent a confirmation email to \u2068omar@example.com\u2069/,
      ),
    ).toBeInTheDocument();
    expect(sentBody(api, 'POST', `/api/v1/parent/children/${omarId}/login`)).toEqual({
      email: 'omar@example.com',
      password: 'secret-123',
    });
  });

  it('says when there is no child yet, and offers to try again after a failure', async () => {
    let fail = true;
    familyApi(undefined, {
      'GET /api/v1/parent/children': () =>
        fail ? { status: 500, body: failure('internal', 'Boom') } : { body: envelope([]) },
    });
    const user = userEvent.setup();
    renderPage(<FamilySection bookings={bookings} />, '/dashboard/parent');
    expect(await screen.findByText('Your children could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/There is no child on your account yet/)).toBeInTheDocument();
  });

  it('speaks Arabic, with its plural forms', async () => {
    await switchLanguage('ar');
    familyApi();
    renderPage(<FamilySection bookings={bookings} />, '/dashboard/parent');
    expect(await screen.findByRole('tablist', { name: 'اختر طفلًا' })).toBeInTheDocument();
    expect(screen.getByText('طفلان')).toBeInTheDocument();
    expect(await screen.findByText(/9 سنوات/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'احجز حصة لـOmar' })).toBeInTheDocument();
  });

  it('invites to complete the missing details in Arabic', async () => {
    await switchLanguage('ar');
    familyApi([child({ age: null, preferredLearningTime: null })]);
    renderPage(<FamilySection bookings={bookings} />, '/dashboard/parent');
    const invitation = await screen.findByRole('region', {
      name: 'بيانات تساعد معلّمي Omar على الاستعداد',
    });
    expect(
      within(invitation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'العمر: يكيّف المعلّم الدرس بحسب العمر.',
      'الوقت المفضّل: تُرتَّب الحصص القادمة في وقت من اليوم يناسب.',
    ]);
    expect(
      within(invitation).getByRole('button', { name: 'إكمال البيانات الناقصة لـOmar' }),
    ).toBeInTheDocument();
  });
});
