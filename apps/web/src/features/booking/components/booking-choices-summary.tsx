import { genderContext } from '@nibras/contracts/address-as';
import type { TutorProfile } from '@nibras/contracts/tutors';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { proratedPrice, trialMinutes } from '@nibras/contracts/booking';
import { useSubjects } from '@/lib/catalog/get-subjects';
import { useFormatMoney } from '@/lib/money';
import type { BookingChoices, ChoiceName } from '@/features/booking/hooks/use-booking-choices';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { hourlyPriceOf, placesOffered } from '@/features/booking/lesson-places';
import { mutedClass, panelClass, textLinkClass } from './styles';

type Row = {
  label: string;
  value: ReactNode;
  /** The choices a "Change" link gives up, and its accessible name; none for the price. */
  change?: { names: ChoiceName[]; label: string };
};

/** What is chosen so far, each with a link back to change it (a link, so Back works too). */
export function BookingChoicesSummary({
  choices,
  tutor,
  learnerName,
}: {
  choices: BookingChoices;
  tutor: TutorProfile | null;
  learnerName: string | null;
}) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const money = useFormatMoney();
  const catalog = useSubjects();
  const [params] = useSearchParams();
  const without = (names: ChoiceName[]) => {
    const next = new URLSearchParams(params);
    for (const name of names) next.delete(name);
    return `?${next}`;
  };
  const subjectName =
    tutor?.subjects.find((subject) => subject.id === choices.subjectId)?.name ??
    catalog.data?.find((subject) => subject.id === choices.subjectId)?.name;

  const rows: Row[] = [];
  if (subjectName) {
    rows.push({
      label: t('choices.subject'),
      value: subjectName,
      change: { names: ['subject'], label: t('choices.changeSubject') },
    });
  }
  if (tutor) {
    rows.push({
      label: t('choices.tutor'),
      value: <bdi>{tutor.fullName}</bdi>,
      change: { names: ['tutor', 'start', 'week'], label: t('choices.changeTutor') },
    });
  }
  if (tutor && choices.start) {
    const tutorZone = tutor.timeZone;
    rows.push({
      label: t('choices.time'),
      value: (
        <>
          <span className="block">{choices.trial ? t('time.trial') : t('time.paid')}</span>
          <time dateTime={choices.start}>{format.when(choices.start)}</time>
          {tutorZone && tutorZone !== format.viewerZone && (
            <span className={`${mutedClass} block font-normal`}>
              {t('time.tutorTime', { time: format.clock(choices.start, tutorZone) })}
            </span>
          )}
        </>
      ),
      change: { names: ['start'], label: t('choices.changeTime') },
    });
  }
  if (tutor && choices.mode && (choices.mode === 'online' || choices.place)) {
    rows.push({
      label: t('choices.lesson'),
      value:
        choices.mode === 'online'
          ? t('mode.online')
          : choices.place === 'tutor-place'
            ? t('mode.atTutorPlace', {
                context: genderContext(tutor.addressAs),
                area: tutor.ownPlaceArea?.name ?? '',
              })
            : t('mode.atHome'),
      // Nothing to change where the tutor teaches online only.
      ...(placesOffered(tutor).length > 0 && {
        change: { names: ['mode', 'place', 'start'], label: t('choices.changeLesson') },
      }),
    });
  }
  // The price is always in sight once it is known: "Free" for a trial.
  const taught = tutor?.subjects.find((subject) => subject.id === choices.subjectId);
  if (tutor && taught) {
    const minutes = choices.trial ? trialMinutes : tutor.sessionMinutes;
    rows.push({
      label: t('choices.price'),
      value: choices.trial ? (
        t('choices.free')
      ) : (
        <>
          {money(proratedPrice(hourlyPriceOf(taught, choices.mode), minutes), taught.currency)}
          <span className={`${mutedClass} block font-normal`}>{format.minutes(minutes)}</span>
        </>
      ),
    });
  }
  if (learnerName) {
    rows.push({
      label: t('choices.learner'),
      value: <bdi>{learnerName}</bdi>,
      change: { names: ['child'], label: t('choices.changeLearner') },
    });
  }

  return (
    <aside aria-labelledby="booking-choices" className={`${panelClass} self-start`}>
      <h2 id="booking-choices" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('choices.title')}
      </h2>
      {rows.length === 0 ? (
        <p className={`${mutedClass} mt-2`}>{t('choices.none')}</p>
      ) : (
        <dl className="mt-3 flex flex-col gap-3">
          {rows.map((row) => (
            // A <dl> holds only dt/dd groups (axe): the change link is a second dd, set beside.
            <div key={row.label} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3">
              <dt className={mutedClass}>{row.label}</dt>
              <dd className="col-start-1 font-medium text-slate-900 dark:text-white">
                {row.value}
              </dd>
              {row.change && (
                <dd className="col-start-2 row-span-2 row-start-1">
                  <Link
                    to={without(row.change.names)}
                    aria-label={row.change.label}
                    className={`${textLinkClass} text-sm`}
                  >
                    {t('choices.change')}
                  </Link>
                </dd>
              )}
            </div>
          ))}
        </dl>
      )}
    </aside>
  );
}
