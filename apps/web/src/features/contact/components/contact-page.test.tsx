import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  envelope,
  failure,
  fakeApi,
  renderPage,
  sampleUsers,
  switchLanguage,
} from '@/test/app-fakes';
import { ContactPage } from './contact-page';

const sentMessage =
  'Thank you! Your message has reached our support team. We usually answer within two working days.';
const receipt = { id: '5b0c2a52-3f0e-4a8e-9d7c-1a2b3c4d5e6f' };

function acceptingApi() {
  return fakeApi({
    'POST /api/v1/contact': () => ({ status: 201, body: envelope(receipt, sentMessage) }),
  });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Hala Mansour');
  await user.type(screen.getByLabelText('Your email'), 'hala@example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'booking');
  await user.type(screen.getByLabelText('Your message'), 'The Join button does not show.');
}

beforeEach(async () => {
  await switchLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('ContactPage', () => {
  it('sends the form and shows the confirmation in place of it', async () => {
    const user = userEvent.setup();
    const api = acceptingApi();
    renderPage(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toHaveAttribute('dir', 'ltr');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const heading = await screen.findByRole('heading', { name: 'Message sent' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(sentMessage)).toBeInTheDocument();
    expect(screen.getByText('hala@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    const [, init] = api.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Hala Mansour',
      email: 'hala@example.com',
      topic: 'booking',
      message: 'The Join button does not show.',
    });

    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('says what is wrong under each field and sends nothing', async () => {
    const user = userEvent.setup();
    const api = acceptingApi();
    renderPage(<ContactPage />, '/contact');
    await user.type(screen.getByLabelText('Your email'), 'hala@');
    await user.type(screen.getByLabelText('Your message'), 'Help');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please tell us your name.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a valid email address, so we can answer you.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose what your message is about.')).toBeInTheDocument();
    expect(
      screen.getByText('Please write at least 10 characters, so we understand how to help.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(api).not.toHaveBeenCalled();
  });

  it('shows the rules and the topics in Arabic', async () => {
    await switchLanguage('ar');
    const user = userEvent.setup();
    acceptingApi();
    renderPage(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'الحجز والجلسات' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(await screen.findByText('يُرجى كتابة اسمك.')).toBeInTheDocument();
    expect(screen.getByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
    expect(screen.getByText('اختر موضوع رسالتك.')).toBeInTheDocument();
    expect(screen.getByText('اكتب رسالتك.')).toBeInTheDocument();
  });

  it('fills in the name and email of a signed-in writer', () => {
    useSession.getState().setSession({
      userModel: sampleUsers.Parent,
      accessToken: 'token',
      accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
    });
    acceptingApi();
    renderPage(<ContactPage />, '/contact');
    expect(screen.getByLabelText('Your name')).toHaveValue('Layla Hassan');
    expect(screen.getByLabelText('Your email')).toHaveValue('layla@example.com');
  });

  it('shows that it is sending, then why a refused message was not sent', async () => {
    const user = userEvent.setup();
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    fakeApi({
      'POST /api/v1/contact': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderPage(<ContactPage />, '/contact');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();

    const wait = 'Too many attempts. Please try again in 15 minutes.';
    answer({ status: 429, body: failure('rate_limited', wait) });
    // The server's message says how long to wait; the app's own text for the code cannot.
    expect(await screen.findByRole('alert')).toHaveTextContent(`Your message was not sent${wait}`);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.getByLabelText('Your message')).toHaveValue('The Join button does not show.');
  });
});
