import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, switchLanguage } from '@/test/app-fakes';
import { booking, bookingDetail } from '@/features/booking/test-fixtures';
import { BookingNotes } from './booking-notes';

const completed = (addressAs: 'feminine' | 'masculine' | null) =>
  bookingDetail({
    status: 'completed',
    notes: null,
    tutor: { ...booking().tutor, addressAs },
  });

describe('a session’s notes, not yet written', () => {
  beforeEach(() => switchLanguage('ar'));

  it.each([
    ['feminine', 'لم تكتب المعلّمة ملاحظات لهذه الجلسة بعد.'],
    ['masculine', 'لم يكتب المعلّم ملاحظات لهذه الجلسة بعد.'],
    [null, 'لا ملاحظات لهذه الجلسة بعد.'],
  ] as const)('speaks of a tutor addressed as %s in that form', (addressAs, text) => {
    renderPage(<BookingNotes booking={completed(addressAs)} />, '/sessions/1');
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
