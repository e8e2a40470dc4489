import { genderContext } from '@nibras/contracts/address-as';
import { trialMinutes, type CreateBookingInput } from '@nibras/contracts/booking';
import type { LessonMode, LessonPlace } from '@nibras/contracts/in-person';
import type { TutorProfile } from '@nibras/contracts/tutors';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useFormatMoney } from '@/lib/money';
import { useCreateBooking } from '@/features/booking/api/create-booking';
import { ApiRequestError } from '@/lib/api-client';
import { errorCodeOf, useErrorText } from '@/lib/error-text';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { proratedPrice } from '@nibras/contracts/booking';
import { PaymentNote } from './payment-note';
import { AddressChoice } from './address-choice';
import { hourlyPriceOf } from '@/features/booking/lesson-places';
import { useLessonAddress, type AddressProblem } from '@/features/booking/hooks/use-lesson-address';
import { SessionTypeSwitch, useTypeSwitch, type TypeSwitch } from './session-type-switch';
import { mutedClass } from './styles';
import { TopUpAndBook, topUpParam, TopUpReturn, useTopUpPending } from './top-up-and-book';
import { useCreateSeries } from '@/features/booking/api/booking-series';
import { SeriesConflicts, WeeklyChoice, type Weekly } from './weekly-series';

/** Where an answer sends the user back to fix a choice, by the API's error code. */
export type BookingProblem = {
  code: 'time_taken' | 'subject' | 'tutor' | 'learner';
  message: string;
};

const problemOf = {
  slot_unavailable: 'time_taken',
  booking_conflict: 'time_taken',
  subject_not_taught: 'subject',
  tutor_not_found: 'tutor',
  child_not_found: 'learner',
} as const;

/**
 * The weeks to move, by wanted start, after another `series_conflict`: a week already moved
 * whose new time was taken meanwhile keeps its wanted start as the key.
 */
export function mergeConflicts(
  moves: Record<string, string> | null,
  details: Record<string, string>,
): Record<string, string> {
  const merged = { ...moves };
  for (const [taken, alternative] of Object.entries(details)) {
    const wanted = Object.keys(merged).find((key) => merged[key] === taken) ?? taken;
    merged[wanted] = alternative;
  }
  return merged;
}

/**
 * The last step: everything chosen, the price, and Confirm. Beside a free trial's price, the
 * paid session at the tutor's price is one tap away, and back while the trial is offered.
 */
export function SummaryStep({
  tutor,
  subjectId,
  mode,
  place,
  start,
  trial,
  trialOffered,
  childId,
  learnerName,
  onProblem,
  onSwitchType,
}: {
  tutor: TutorProfile;
  subjectId: number;
  mode: LessonMode;
  /** In person: at the family's home or at the tutor's own place. */
  place: LessonPlace | null;
  start: string;
  trial: boolean;
  /** The learner can still have the free trial with this tutor. */
  trialOffered: boolean;
  childId: string | null;
  learnerName: string;
  onProblem: (problem: BookingProblem) => void;
  onSwitchType: (change: TypeSwitch) => void;
}) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const money = useFormatMoney();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const single = useCreateBooking();
  const series = useCreateSeries();
  // Every week (issue 34): a paid online lesson only; the weeks not free, with their alternatives.
  const [params] = useSearchParams();
  // "Book this time every week" from a past lesson arrives with `?weekly=1`.
  const [weekly, setWeekly] = useState<Weekly>({ on: params.get('weekly') === '1', weeks: 4 });
  const [conflicts, setConflicts] = useState<Record<string, string> | null>(null);
  const asSeries = weekly.on && !trial && mode === 'online';
  const create = asSeries ? series : single;
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const minutes = trial ? trialMinutes : tutor.sessionMinutes;
  const subject = tutor.subjects.find((candidate) => candidate.id === subjectId);
  const tutorZone = tutor.timeZone;
  const showTutorClock = tutorZone !== null && tutorZone !== format.viewerZone;
  const hourly = subject ? hourlyPriceOf(subject, mode) : null;
  const price = hourly !== null && !trial ? proratedPrice(hourly, minutes) : null;
  const atHome = mode === 'in-person' && place === 'family-home';
  const lessonAddress = useLessonAddress(tutor, atHome);
  const [addressProblem, setAddressProblem] = useState<AddressProblem | null>(null);
  // Back from topping up for this booking (`?topUp=<id>`): Confirm waits for the money.
  const topUpId = params.get(topUpParam);
  const waitingForTopUp = useTopUpPending(topUpId);
  const typeSwitch = useTypeSwitch(tutor, start, trial, trial || trialOffered, mode);
  const switchType = () => onSwitchType(typeSwitch.switchType());

  const confirm = async () => {
    const input: CreateBookingInput = { tutorId: tutor.id, subjectId, start, trial, mode };
    if (childId) input.childId = childId;
    if (mode === 'in-person' && place) input.place = place;
    setAddressProblem(null);
    if (atHome) {
      const resolved = await lessonAddress.resolve();
      if (!('address' in resolved)) {
        setAddressProblem(resolved.problem);
        return;
      }
      input.address = resolved.address;
    }
    if (asSeries) {
      const seriesInput = {
        tutorId: tutor.id,
        subjectId,
        start,
        ...(childId ? { childId } : {}),
        ...(weekly.weeks === null ? {} : { weeks: weekly.weeks }),
        ...(conflicts ? { moves: conflicts } : {}),
      };
      const seriesBody = JSON.stringify(seriesInput);
      if (attempt.current?.body !== seriesBody)
        attempt.current = { body: seriesBody, key: crypto.randomUUID() };
      series.mutate(
        { input: seriesInput, idempotencyKey: attempt.current.key },
        {
          onSuccess: ({ series: made }) => {
            const first = made.occurrences[0];
            if (first) void navigate(`/sessions/${first.id}/booked`);
          },
          onError: (error) => {
            if (errorCodeOf(error) === 'series_conflict' && error instanceof ApiRequestError)
              setConflicts(mergeConflicts(conflicts, error.error?.details ?? {}));
          },
        },
      );
      return;
    }
    const body = JSON.stringify(input);
    // One key per attempt at these choices: a retry after a lost answer cannot book twice.
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    single.mutate(
      { input, idempotencyKey: attempt.current.key },
      {
        onSuccess: ({ booking }) => void navigate(`/sessions/${booking.id}/booked`),
        onError: (error) => {
          const code = errorCodeOf(error);
          const goBackTo =
            code && code in problemOf ? problemOf[code as keyof typeof problemOf] : null;
          if (goBackTo) onProblem({ code: goBackTo, message: errorText(error) });
        },
      },
    );
  };

  // A taken week with no free time that week: fewer weeks or another time first.
  const noAlternative =
    asSeries && conflicts !== null && Object.values(conflicts).some((time) => time === '');
  const trialUsed = errorCodeOf(create.error) === 'trial_already_used';
  const shortfall =
    errorCodeOf(create.error) === 'insufficient_funds' && create.error instanceof ApiRequestError
      ? create.error.error?.details?.shortfall
      : undefined;
  const switchOffered = subject !== undefined && !trialUsed && (trial || trialOffered);
  const rows = [
    { term: t('choices.subject'), value: subject?.name ?? '' },
    { term: t('choices.tutor'), value: <bdi>{tutor.fullName}</bdi> },
    {
      term: t('choices.time'),
      value: (
        <>
          <time dateTime={start}>{format.when(start)}</time>
          {showTutorClock && (
            <span className={`${mutedClass} block`}>
              {t('session.tutorTime', { time: format.clock(start, tutorZone), zone: tutorZone })}
            </span>
          )}
        </>
      ),
    },
    {
      term: t('choices.lesson'),
      value:
        mode === 'online' ? (
          t('mode.online')
        ) : place === 'tutor-place' ? (
          <>
            {t('mode.atTutorPlace', {
              context: genderContext(tutor.addressAs),
              area: tutor.ownPlaceArea?.name ?? '',
            })}
            <span className={`${mutedClass} block`}>
              {t('mode.placeShared', { context: genderContext(tutor.addressAs) })}
            </span>
          </>
        ) : (
          t('mode.atHome')
        ),
    },
    { term: t('choices.learner'), value: <bdi>{learnerName}</bdi> },
    {
      term: t('summary.price'),
      value: trial ? (
        <>
          <strong>{t('summary.trialPrice')}</strong>
          {switchOffered && (
            <SessionTypeSwitch
              tutor={tutor}
              subject={subject}
              trial
              mode={mode}
              pending={typeSwitch.pending}
              onSwitch={switchType}
            />
          )}
        </>
      ) : subject ? (
        <>
          <strong>
            {t('summary.paidPrice', {
              price: money(price ?? hourly ?? subject.onlinePrice, subject.currency),
              length: format.minutes(minutes),
            })}
          </strong>
          {minutes !== 60 && (
            <span className={`${mutedClass} block`}>
              {t('summary.rate', { price: money(hourly ?? subject.onlinePrice, subject.currency) })}
            </span>
          )}
          {switchOffered && (
            <SessionTypeSwitch
              tutor={tutor}
              subject={subject}
              trial={false}
              mode={mode}
              pending={typeSwitch.pending}
              onSwitch={switchType}
            />
          )}
        </>
      ) : (
        '…'
      ),
    },
  ];

  return (
    <div className="mt-4 flex flex-col gap-5">
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {rows.map((row) => (
          <div key={row.term} className="grid gap-1 px-4 py-3 sm:grid-cols-[8rem_1fr]">
            <dt className={mutedClass}>{row.term}</dt>
            <dd className="text-slate-900 dark:text-white">{row.value}</dd>
          </div>
        ))}
      </dl>
      {atHome && (
        <AddressChoice
          tutor={tutor}
          saved={lessonAddress.saved}
          cities={lessonAddress.cities}
          pick={lessonAddress.pick}
          onPick={(pick) => {
            lessonAddress.setPick(pick);
            setAddressProblem(null);
          }}
          form={lessonAddress.form}
        />
      )}
      {addressProblem && (
        <FormAlert tone="error">
          {t(addressProblem, { context: genderContext(tutor.addressAs) })}
        </FormAlert>
      )}
      {!trial && mode === 'online' && (
        <WeeklyChoice
          value={weekly}
          start={start}
          onChange={(value) => {
            setWeekly(value);
            setConflicts(null);
          }}
        />
      )}
      {asSeries && conflicts && <SeriesConflicts conflicts={conflicts} tutorZone={tutorZone} />}
      {price && subject && <PaymentNote price={price} currency={subject.currency} />}
      <p className={mutedClass}>
        {t('summary.whatNext', { context: genderContext(tutor.addressAs) })}
      </p>
      {topUpId && !create.isError && <TopUpReturn id={topUpId} />}
      {create.isError && !(asSeries && errorCodeOf(create.error) === 'series_conflict') && (
        <FormAlert tone="error" title={t('summary.failed')}>
          <p>{errorText(create.error)}</p>
          {shortfall && subject && (
            <TopUpAndBook shortfall={shortfall} currency={subject.currency} />
          )}
          {trialUsed && trial && (
            <Button
              variant="secondary"
              className="mt-3"
              onClick={switchType}
              disabled={typeSwitch.pending}
            >
              {t('summary.bookPaid')}
            </Button>
          )}
        </FormAlert>
      )}
      <div className="flex justify-end">
        <Button
          size="lg"
          onClick={() => void confirm()}
          disabled={create.isPending || waitingForTopUp || noAlternative}
          aria-busy={create.isPending || waitingForTopUp}
        >
          {create.isPending
            ? t('summary.confirming')
            : asSeries
              ? conflicts
                ? t('weekly.confirmWithTimes')
                : t('weekly.confirm')
              : t('summary.confirm')}
        </Button>
      </div>
    </div>
  );
}
