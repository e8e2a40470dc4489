import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi, failure, switchLanguage, renderPage } from '@/test/app-fakes';
import { catalog, chooseGrade } from '@/test/catalog-fakes';
import { SignupWizard } from './signup-wizard';

const registered = () => ({
  body: envelope({ email: 'sara@example.com' }, 'Your account has been created.'),
});

/** Name, address and password (issue 30: typed once); a tutor also gives a phone. */
async function fillBasicInfo(user: ReturnType<typeof userEvent.setup>, withPhone = true) {
  await user.type(screen.getByLabelText('Full name'), 'Sara Ahmed');
  await user.type(screen.getByLabelText('Email'), 'sara@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  if (withPhone) await user.type(screen.getByLabelText('Phone number'), '+20 100 123 4567');
}

beforeEach(() => switchLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the tutor signup', () => {
  it('checks each step before moving on, with the messages of docs/shared/SPEC.md', async () => {
    fakeApi(catalog);
    const user = userEvent.setup();
    renderPage(<SignupWizard role="tutor" />, '/signup/tutor');

    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Basic Info' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    for (const message of ['Full name is required', 'Email is required', 'Password is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Typed once (issue 30): no second password; the phone may wait.
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Basic Info' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full name'), 'Sara Ahmed');
    await user.type(screen.getByLabelText('Phone number'), '0100 123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/^Enter a valid phone number/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Basic Info' })).toBeInTheDocument();
  });

  it('keeps what was typed when going back and forth', async () => {
    fakeApi(catalog);
    const user = userEvent.setup();
    renderPage(<SignupWizard role="tutor" />, '/signup/tutor');

    await fillBasicInfo(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const education = await screen.findByLabelText('Education');
    await user.type(education, 'BSc Mathematics');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByLabelText('Full name')).toHaveValue('Sara Ahmed');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+20 100 123 4567');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Education')).toHaveValue('BSc Mathematics');
  });

  it('cascades system, level and grade, and clears what depends on a changed choice', async () => {
    fakeApi(catalog);
    const user = userEvent.setup();
    renderPage(<SignupWizard role="tutor" />, '/signup/tutor');
    await fillBasicInfo(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByLabelText('Education level')).toBeDisabled();
    expect(screen.getByLabelText('Grade')).toBeDisabled();
    expect(screen.getByText('Choose a grade to see its subjects.')).toBeInTheDocument();

    await chooseGrade(user, 'Grade');
    await user.click(await screen.findByRole('checkbox', { name: 'Math' }));
    expect(screen.getByRole('checkbox', { name: 'Math' })).toBeChecked();

    await user.selectOptions(screen.getByLabelText('Education system'), 'British');
    expect(screen.getByLabelText('Grade')).toHaveValue('');
    expect(screen.getByLabelText('Grade')).toBeDisabled();
    expect(await screen.findByRole('option', { name: 'IGCSE' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Math' })).not.toBeInTheDocument();
  });

  it('says so when a list cannot be loaded, and can try again', async () => {
    let systemsAnswer: () => { status?: number; body: unknown } = () => ({
      status: 503,
      body: failure('database_unavailable', 'Later'),
    });
    fakeApi({ ...catalog, 'GET /api/v1/education/systems': () => systemsAnswer() });
    const user = userEvent.setup();
    renderPage(<SignupWizard role="tutor" />, '/signup/tutor');
    await fillBasicInfo(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Failed to load education systems')).toBeInTheDocument();
    systemsAnswer = catalog['GET /api/v1/education/systems'];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'British' })).toBeInTheDocument();
  });

  it('sends every step as multipart with the field names of docs/shared/SPEC.md, then asks to check the email', async () => {
    const api = fakeApi({ ...catalog, 'POST /api/v1/auth/register': registered });
    const user = userEvent.setup();
    renderPage(<SignupWizard role="tutor" />, '/signup/tutor');

    await fillBasicInfo(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Education'), 'BSc Mathematics');
    await chooseGrade(user, 'Grade');
    await user.click(await screen.findByRole('checkbox', { name: 'Science' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(await screen.findByLabelText('Years of experience'), '5');
    await user.type(screen.getByLabelText('Hourly rate (USD)'), '0');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Hourly rate must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Select at least one language')).toBeInTheDocument();
    expect(screen.getByText('Bio is required')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Hourly rate (USD)'));
    await user.type(screen.getByLabelText('Hourly rate (USD)'), '25');
    await user.click(screen.getByRole('checkbox', { name: 'Arabic' }));
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await user.type(screen.getByLabelText('Short bio'), 'I make maths friendly.');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // The form is gone: focus lands on the result, not on the page.
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(screen.getByText(/sara@example.com/)).toBeInTheDocument();
    const [, init] = api.mock.calls.find(([url]) => String(url).endsWith('/register')) ?? [];
    const sent = Object.fromEntries((init?.body as FormData).entries());
    expect(sent).toEqual({
      // The browser's own zone, so times show in the family's clock from the first visit.
      TimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      FullName: 'Sara Ahmed',
      Email: 'sara@example.com',
      Password: 'secret1',
      PhoneNumber: '+201001234567',
      UserType: '2',
      'TutorInfo.EducationalBackground': 'BSc Mathematics',
      'TutorInfo.YearsOfExperience': '5',
      'TutorInfo.HourlyRate': '25',
      'TutorInfo.BriefBio': 'I make maths friendly.',
      'TutorInfo.SubjectsTaught[0].SubjectId': '8',
      'TutorInfo.LanguagesSpoken[0]': 'ar',
      'TutorInfo.LanguagesSpoken[1]': 'en',
      'TutorInfo.EducationSystemId': '1',
      'TutorInfo.EducationLevelId': '10',
      'TutorInfo.GradeId': '100',
    });
  });
});

describe('the student signup', () => {
  it('puts a server error on its field, on the step that shows it', async () => {
    fakeApi({
      ...catalog,
      'POST /api/v1/auth/register': () => ({
        status: 400,
        body: failure('validation_failed', 'Some fields are not valid.', {
          FullName: 'Full name is too long',
        }),
      }),
    });
    const user = userEvent.setup();
    renderPage(<SignupWizard role="child" />, '/signup/child');

    await fillBasicInfo(user, false);
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { name: 'Step 2 of 2: Student Details' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Age'), '2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Age must be at least 3')).toBeInTheDocument();
    expect(screen.getByText('Current grade is required')).toBeInTheDocument();
    // Subjects, school and goals may wait (issue 30).
    expect(screen.queryByText('Select at least one subject')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '10');
    await user.type(screen.getByLabelText('School name'), 'Cairo School');
    await chooseGrade(user, 'Current grade');
    await user.click(await screen.findByRole('checkbox', { name: 'Math' }));
    await user.type(screen.getByLabelText('Learning goals'), 'Fractions');
    await user.selectOptions(screen.getByLabelText('Preferred learning time'), 'Evening');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByRole('heading', { name: 'Step 1 of 2: Basic Info' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(screen.getByText('Full name is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the parent signup, on the way to a booking', () => {
  const booking = '/book-session?tutor=t1&subject=3&trial=1&start=2031-06-02T18%3A00%3A00.000Z';

  it('asks only what booking needs, on one step: no age, the time of day taken from the chosen time', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'UTC',
    });
    const api = fakeApi({ ...catalog, 'POST /api/v1/auth/register': registered });
    const user = userEvent.setup();
    renderPage(<SignupWizard role="parent" returnTo={booking} />, '/signup/parent');

    expect(screen.getByRole('heading', { name: 'Account Info' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Signup progress' })).not.toBeInTheDocument();
    // Issue 30 and decision 0027: the rest is asked later, on the child's page.
    const later = [
      'Phone number',
      'Confirm password',
      'School name',
      'Learning goals',
      /age/i,
      'Preferred learning time',
    ];
    for (const label of later) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expect(
      screen.getByText(/Age, school, learning goals, subjects and the preferred time can wait/),
    );

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Child name is required')).toBeInTheDocument();
    expect(screen.getByText('Child grade is required')).toBeInTheDocument();

    await fillBasicInfo(user, false);
    await user.type(screen.getByLabelText("Child's first name"), 'Reem');
    // The grade in one choice, under its system and level.
    await user.selectOptions(
      screen.getByLabelText("Child's grade"),
      await screen.findByRole('option', { name: 'Grade 4' }),
    );
    expect(screen.getByRole('group', { name: 'Egyptian National · Primary' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    const [, init] = api.mock.calls.find(([url]) => String(url).endsWith('/register')) ?? [];
    const sent = Object.fromEntries((init?.body as FormData).entries());
    expect(sent).toMatchObject({
      UserType: '1',
      FullName: 'Sara Ahmed',
      Email: 'sara@example.com',
      Password: 'secret1',
      'ParentInfo.ChildName': 'Reem',
      'ParentInfo.ChildGrade': '100',
      // 18:00 is an evening: sent unasked, shown and changeable on the child's page.
      'ParentInfo.PreferredLearningTime': 'evening',
      ReturnTo: booking,
    });
    expect(sent).not.toHaveProperty('ConfirmPassword');
    expect(sent).not.toHaveProperty('ParentInfo.ChildAge');
  });
});

describe('in Arabic', () => {
  it('shows the step titles and the messages in Arabic', async () => {
    await switchLanguage('ar');
    fakeApi(catalog);
    const user = userEvent.setup();
    renderPage(<SignupWizard role="parent" />, '/signup/parent');

    expect(screen.getByRole('heading', { name: 'معلومات الحساب' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'معلومات الطفل' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('الاسم الكامل مطلوب')).toBeInTheDocument();
  });
});
