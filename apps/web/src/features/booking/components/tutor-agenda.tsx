import type { Booking } from '@nibras/contracts/booking';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hijriDate } from '@/lib/hijri-date';
import { viewerTimeZone } from '@/lib/zoned-time';
import { useBookings } from '@/features/booking/api/get-bookings';
import { LoadFailed, Loading } from './load-state';
import { BookingRow } from './booking-row';
import { panelClass, textLinkClass } from './styles';

const shown = 10;
const dayMs = 86_400_000;

type Day = { key: string; bookings: Booking[] };

/** Bookings grouped by their date in the viewer's zone, in order. */
function byDay(bookings: Booking[], timeZone: string): Day[] {
  const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
  const days = new Map<string, Day>();
  for (const booking of bookings) {
    const key = dayKey.format(new Date(booking.start));
    const day = days.get(key) ?? { key, bookings: [] };
    day.bookings.push(booking);
    days.set(key, day);
  }
  return [...days.values()];
}

/**
 * A tutor's confirmed bookings still ahead, by day ("Today", "Tomorrow", then dates), each with
 * Join once its classroom opens. Requests are answered in their own list.
 */
export function TutorAgenda() {
  const { t, i18n } = useTranslation('booking');
  const bookings = useBookings('confirmed', 1, shown);
  const nothingAhead = bookings.data?.items.length === 0;
  // Nothing confirmed ahead says "no sessions yet" only to a tutor who truly has none.
  const anyRequest = useBookings('upcoming', 1, 1, undefined, { enabled: nothingAhead });
  const anyPast = useBookings('past', 1, 1, undefined, { enabled: nothingAhead });
  const hasSessions = (anyRequest.data?.total ?? 0) > 0 || (anyPast.data?.total ?? 0) > 0;
  const knowsWhetherAny = anyRequest.isSuccess && anyPast.isSuccess;
  const timeZone = viewerTimeZone();
  return (
    <section aria-labelledby="agenda-coming" className={panelClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="agenda-coming" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('agenda.comingUp')}
        </h2>
        <Link to="/sessions" className={`${textLinkClass} text-sm`}>
          {t('agenda.allSessions')}
        </Link>
      </div>
      {bookings.isPending && <Loading label={t('agenda.loading')} />}
      {bookings.isError && (
        <LoadFailed message={t('agenda.failed')} onRetry={() => void bookings.refetch()} />
      )}
      {nothingAhead && !knowsWhetherAny && <Loading label={t('agenda.loading')} />}
      {nothingAhead && knowsWhetherAny && (
        <p className="mt-3 text-slate-700 dark:text-slate-200">
          {hasSessions ? t('agenda.nothingAhead') : t('agenda.emptyTutor')}
        </p>
      )}
      {bookings.data && bookings.data.items.length > 0 && (
        <DayList
          days={byDay(bookings.data.items, timeZone)}
          checkedAt={bookings.dataUpdatedAt}
          timeZone={timeZone}
          language={i18n.resolvedLanguage ?? 'en'}
        />
      )}
    </section>
  );
}

function DayList({
  days,
  checkedAt,
  timeZone,
  language,
}: {
  days: Day[];
  checkedAt: number;
  timeZone: string;
  language: string;
}) {
  const { t } = useTranslation('booking');
  const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
  const today = dayKey.format(new Date(checkedAt));
  const tomorrow = dayKey.format(new Date(checkedAt + dayMs));
  const dateLabel = new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const gregorianLabelOf = (day: Day, instant: Date) =>
    day.key === today
      ? t('agenda.today')
      : day.key === tomorrow
        ? t('agenda.tomorrow')
        : dateLabel.format(instant);
  // In Arabic the Umm al-Qura date stands beside the Gregorian one (issue 34).
  const labelOf = (day: Day) => {
    const instant = new Date(day.bookings[0]?.start ?? checkedAt);
    const gregorian = gregorianLabelOf(day, instant);
    return language === 'ar'
      ? `${gregorian} (${hijriDate(instant, language, timeZone)})`
      : gregorian;
  };
  return (
    <div className="mt-3 flex flex-col gap-5">
      {days.map((day) => (
        <div key={day.key}>
          <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-200">
            {labelOf(day)}
          </h3>
          <ul className="mt-2 flex flex-col gap-3">
            {day.bookings.map((booking) => (
              <BookingRow key={booking.id} booking={booking} checkedAt={checkedAt} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
