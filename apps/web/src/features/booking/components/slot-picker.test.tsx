import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, renderPage, switchLanguage } from '@/test/app-fakes';
import { logInAs, ownAccount, slotsAnswer, tutorId } from '@/features/booking/test-fixtures';
import { SlotPicker } from './slot-picker';

// Noon UTC: the same date in every zone the tests run in.
const monday = '2031-06-02T12:00:00.000Z';
const friday = '2031-06-06T12:00:00.000Z';

function showPicker() {
  fakeApi({
    'GET /api/v1/account': () => ({ body: envelope(ownAccount) }),
    [`GET /api/v1/tutors/${tutorId}/slots`]: () => ({
      body: envelope(slotsAnswer(45, [monday, friday])),
    }),
  });
  renderPage(
    <SlotPicker
      tutorId={tutorId}
      duration={null}
      week={0}
      onWeekChange={() => undefined}
      chosen={null}
      onChoose={() => undefined}
    />,
    '/book-session',
  );
}

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Parent');
});
afterEach(() => useSession.getState().clearSession());

describe("the slot picker's days", () => {
  it("mark the weekend of the person's week, from their account", async () => {
    showPicker();
    // Riyadh's week (Friday and Saturday off), not the ISO week this test's zone would give.
    const fridayGroup = await screen.findByRole('group', { name: /^Friday, June 6/ });
    await waitFor(() => expect(fridayGroup).toHaveTextContent('Weekend'));
    expect(screen.getByRole('group', { name: /^Monday, June 2/ })).not.toHaveTextContent('Weekend');
  });
});
