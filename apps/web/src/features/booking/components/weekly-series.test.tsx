import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, failure, switchLanguage } from '@/test/app-fakes';
import { patience } from '@/test/patience';
import {
  booking,
  bookingFlowApi,
  bookingId,
  logInAs,
  mondayNine,
  renderBookingFlow,
  tutorId,
} from '@/features/booking/test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

const summary = `/book-session?subject=3&tutor=${tutorId}&start=${encodeURIComponent(mondayNine)}`;
const takenWeek = '2031-06-16T09:00:00.000Z';
const alternative = '2031-06-16T10:00:00.000Z';
const seriesAnswer = {
  id: '7d0f4bd4-9d43-4a6f-9d0a-3f6a1c1f0c11',
  timeZone: 'UTC',
  localTime: '09:00',
  weeks: 4,
  untilStopped: false,
  stoppedAt: null,
  occurrences: [booking({ seriesId: '7d0f4bd4-9d43-4a6f-9d0a-3f6a1c1f0c11' })],
};

describe('booking every week', () => {
  beforeEach(() => switchLanguage('en'));

  it('shows the taken week with the nearest free time before anything is made, then books the series with it', async () => {
    logInAs('Student');
    const sent: unknown[] = [];
    fakeApi({
      ...bookingFlowApi,
      'POST /api/v1/booking-series': ({ init }) => {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return body.moves
          ? { status: 201, body: envelope(seriesAnswer) }
          : {
              status: 409,
              body: failure('series_conflict', 'Some weeks are not free.', {
                [takenWeek]: alternative,
              }),
            };
      },
    });
    const user = userEvent.setup();
    const { router } = renderBookingFlow(summary);

    await user.click(await screen.findByRole('checkbox', { name: /Book this time every week/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'For' }), '4');
    await user.click(screen.getByRole('button', { name: 'Book every week' }));

    expect(
      await screen.findByText('1 week is not free. Nothing is booked yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Nearest free time that week:/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book every week with these times' }));
    await vi.waitFor(
      () => expect(router.state.location.pathname).toBe(`/sessions/${bookingId}/booked`),
      patience,
    );
    expect(sent).toEqual([
      { tutorId, subjectId: 3, start: mondayNine, weeks: 4 },
      { tutorId, subjectId: 3, start: mondayNine, weeks: 4, moves: { [takenWeek]: alternative } },
    ]);
  });

  it('says it in Arabic, with the plural of weeks', async () => {
    switchLanguage('ar');
    logInAs('Student');
    fakeApi({
      ...bookingFlowApi,
      'POST /api/v1/booking-series': () => ({
        status: 409,
        body: failure('series_conflict', '', {
          [takenWeek]: alternative,
          '2031-06-23T09:00:00.000Z': '',
        }),
      }),
    });
    const user = userEvent.setup();
    renderBookingFlow(summary);
    await user.click(await screen.findByRole('checkbox', { name: /احجز هذا الموعد كل أسبوع/ }));
    expect(screen.getByRole('option', { name: 'أسبوعان' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '3 أسابيع' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'احجز كل أسبوع' }));
    expect(await screen.findByText('أسبوعان غير متاحين. لم يُحجز شيء بعد.')).toBeInTheDocument();
    // A week with no free time: nothing can be booked until fewer weeks or another time.
    expect(
      screen.getByText('لا وقت متاحًا في ذلك الأسبوع. اختر أسابيع أقل أو وقتًا آخر.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'احجز كل أسبوع بهذه الأوقات' })).toBeDisabled();
  });
});
