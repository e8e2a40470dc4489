import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hijriDate } from '@/lib/hijri-date';
import { viewerTimeZone } from '@/lib/zoned-time';
import { switchLanguage } from '@/test/app-fakes';
import { BookingTime } from './booking-time';

const start = '2026-03-02T12:00:00.000Z';
const end = '2026-03-02T13:00:00.000Z';

beforeEach(async () => {
  await switchLanguage('en');
});

describe("a session's date on its page", () => {
  it('shows the Umm al-Qura date beside the Gregorian one in Arabic', async () => {
    await switchLanguage('ar');
    render(<BookingTime start={start} end={end} tutorZone={viewerTimeZone()} />);
    // Read in the viewer's zone; at noon UTC, 13 Ramadan 1447 in every zone but the farthest.
    const hijri = hijriDate(new Date(start), 'ar', viewerTimeZone());
    expect(hijri).toMatch(/رمضان 1447 هـ$/);
    expect(screen.getByText(hijri)).toBeInTheDocument();
  });

  it('keeps English Gregorian only', () => {
    const { container } = render(
      <BookingTime start={start} end={end} tutorZone={viewerTimeZone()} />,
    );
    expect(container.textContent).not.toMatch(/AH|Ramadan/);
  });
});
