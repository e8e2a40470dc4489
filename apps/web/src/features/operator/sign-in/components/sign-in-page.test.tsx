import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, failure, fakeApi, renderPage, switchLanguage } from '@/test/app-fakes';
import { OperatorSignInPage } from './sign-in-page';

const operator = {
  id: '7697f6e7-8506-4603-9cba-5b5bf99a157f',
  fullName: 'Salma Haddad',
  email: 'operator@nibras.test',
  phoneNumber: '+201000000000',
  userType: 'Operator',
  preferredLanguage: 'en',
  avatarUrl: null,
};
const jwtResult = { accessToken: 'token', accessTokenExpiration: '2099-01-01T00:00:00.000Z' };
const challenge = { challenge: 'signed', challengeExpiresAt: '2099-01-01T00:00:00.000Z' };

async function givePassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'operator@nibras.test');
  await user.type(screen.getByLabelText('Password'), 'Nibras123!');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

beforeEach(() => switchLanguage('en'));
afterEach(() => useSession.getState().clearSession());

describe('operator sign-in page', () => {
  it('asks for the code after the password, says a wrong one is wrong, then signs in', async () => {
    let attempts = 0;
    const api = fakeApi({
      'POST /api/v1/operator/auth/password': () => ({
        body: envelope({ ...challenge, enrolled: true }),
      }),
      'POST /api/v1/operator/auth/verify': () =>
        (attempts += 1) === 1
          ? { status: 401, body: failure('totp_code_invalid', 'This code is not correct.') }
          : { body: envelope({ userModel: operator, jwtResult }) },
    });
    renderPage(<OperatorSignInPage />, '/operator/sign-in');
    const user = await givePassword();
    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '١٢٣ ٤٥٦');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not correct.');
    // Arabic digits and the space apps show are sent as the six digits.
    expect(JSON.parse(api.mock.calls.at(-1)?.[1].body as string)).toEqual({
      challenge: 'signed',
      code: '123456',
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/operator');
    expect(useSession.getState().userModel?.userType).toBe('Operator');
  });

  it('takes a recovery code instead', async () => {
    const api = fakeApi({
      'POST /api/v1/operator/auth/password': () => ({
        body: envelope({ ...challenge, enrolled: true }),
      }),
      'POST /api/v1/operator/auth/verify': () => ({
        body: envelope({ userModel: operator, jwtResult }),
      }),
    });
    renderPage(<OperatorSignInPage />, '/operator/sign-in');
    const user = await givePassword();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/operator');
    expect(JSON.parse(api.mock.calls.at(-1)?.[1].body as string)).toEqual({
      challenge: 'signed',
      recoveryCode: 'ABCDE-FGHJK',
    });
  });

  it('enrols the first time: the QR code and key, then the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `CODE${index}-ABCDE`);
    fakeApi({
      'POST /api/v1/operator/auth/password': () => ({
        body: envelope({ ...challenge, enrolled: false }),
      }),
      'POST /api/v1/operator/auth/enrolment': () => ({
        body: envelope({
          secret: 'NIBRASDEMOOPERATORTOTPKEY234567A',
          otpauthUri: 'otpauth://totp/Nibras:operator%40nibras.test?secret=NIBRAS',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      }),
      'POST /api/v1/operator/auth/enrolment/confirm': () => ({
        body: envelope({ userModel: operator, jwtResult, recoveryCodes: codes }),
      }),
    });
    renderPage(<OperatorSignInPage />, '/operator/sign-in');
    const user = await givePassword();
    expect(
      await screen.findByRole('img', { name: 'QR code to add Nibras to an authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('NIBR ASDE MOOP ERAT ORTO TPKE Y234 567A')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'I have kept them: go to the console' }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/operator');
  });
});
