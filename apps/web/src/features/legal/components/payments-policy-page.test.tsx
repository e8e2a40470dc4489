import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage, switchLanguage } from '@/test/app-fakes';
import { PaymentsPolicyPage } from './payments-policy-page';

beforeEach(async () => {
  await switchLanguage('en');
});
afterEach(() => {
  delete window.__NIBRAS_CONFIG__;
});

describe('the payments policy', () => {
  it('tells each case of a hold and the tutor’s pay, with the figures of the configuration', () => {
    window.__NIBRAS_CONFIG__ = {
      commissionPercent: 12.5,
      lateCancelSharePercent: 40,
      payoutHoldHours: 72,
    };
    renderPage(<PaymentsPolicyPage />, '/policies/payments');
    expect(
      screen.getByRole('heading', { level: 1, name: 'How payments work' }),
    ).toBeInTheDocument();
    expect(document.getElementById('released')).toHaveTextContent(
      'you cancel 24 hours or more before the start',
    );
    expect(document.getElementById('released')).toHaveTextContent(
      'the tutor did not show up: the price is released at once',
    );
    expect(document.getElementById('charged')).toHaveTextContent(
      '40 % of the price is charged and the other 60 % released',
    );
    expect(document.getElementById('tutors')).toHaveTextContent(
      'Nibras keeps 12.5 % of each charged price',
    );
    expect(document.getElementById('tutors')).toHaveTextContent('available 72 hours after');
    expect(document.getElementById('refunds')).toHaveTextContent('back to the card you paid with');
  });

  it('is in Arabic too, with the defaults when the server gave none', async () => {
    await switchLanguage('ar');
    renderPage(<PaymentsPolicyPage />, '/policies/payments');
    expect(screen.getByRole('heading', { level: 1, name: 'كيف يتم الدفع' })).toBeInTheDocument();
    expect(document.getElementById('tutors')).toHaveTextContent('بنسبة 15٪');
    expect(document.getElementById('charged')).toHaveTextContent('يُخصم 50٪ من السعر');
    // Arabic counts its hours: 48 takes the singular.
    expect(document.getElementById('disputes')).toHaveTextContent('خلال 48 ساعة بعد الحصة');
  });
});
