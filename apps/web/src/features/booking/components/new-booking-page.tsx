import { dashboardPathOf } from '@nibras/contracts/roles';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { StatusPage } from '@/components/layout/status-page';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { StepIndicator } from '@/components/ui/step-indicator';
import { usePageTitle } from '@/lib/page-title';
import { trialOpen, useTrialEligibility } from '@/lib/booking/trial-eligibility';
import { useSession } from '@/lib/session';
import { useChildren } from '@/lib/family/get-children';
import { useTutorProfile } from '@/lib/tutors/get-tutor';
import { tutorKeys } from '@/lib/tutors/query-keys';
import { searchPageChanges } from '@/lib/tutors/search-pages';
import {
  tutorsPageNames,
  useBookingChoices,
  type BookingChoices,
} from '@/features/booking/hooks/use-booking-choices';
import { AccountStep } from './account-step';
import { BookingChoicesSummary } from './booking-choices-summary';
import { LearnerStep } from './learner-step';
import { Loading } from './load-state';
import { headingClass, panelClass } from './styles';
import { SubjectStep } from './subject-step';
import { SummaryStep, type BookingProblem } from './summary-step';
import { TimeStep } from './time-step';
import { ModeStep } from './mode-step';
import { placesOffered } from '@/features/booking/lesson-places';
import {
  stepOf,
  stepsFor,
  withDecided,
  type Booker,
  type Step,
} from '@/features/booking/booking-steps';
import { TutorStep } from './tutor-step';

/** /book-session: subject, tutor, time, (learner), confirm; every choice kept in the URL. */
export function NewBookingPage() {
  const { t } = useTranslation('booking');
  usePageTitle(t('book.title'));
  const userType = useSession((state) => (state.accessToken ? state.userModel?.userType : null));
  if (userType === 'Tutor' || userType === 'Operator') {
    return (
      <StatusPage
        title={t('tutorRole.title')}
        body={t('tutorRole.body')}
        action={{ to: dashboardPathOf.Tutor, label: t('tutorRole.dashboard') }}
        illustration={<CalendarPlus aria-hidden className="size-16 text-amber-400" />}
      />
    );
  }
  return <BookingFlow booker={userType ?? null} />;
}

function BookingFlow({ booker }: { booker: Booker }) {
  const { t } = useTranslation('booking');
  const { choices: chosen, change } = useBookingChoices();
  const location = useLocation();
  const queryClient = useQueryClient();
  const tutor = useTutorProfile(chosen.tutorId);
  const children = useChildren(booker === 'Parent');
  const profile = tutor.data ?? null;
  // Whether the family can still have a free trial with this tutor, known before the time.
  const eligibility = useTrialEligibility(booker ? chosen.tutorId : null);
  const trialAvailable = trialOpen(eligibility);
  const trialUsedBy = new Set(
    (eligibility.data?.learners ?? [])
      .filter((learner) => !learner.available && learner.childId !== null)
      .map((learner) => learner.childId as string),
  );
  const onlySubject = profile?.subjects.length === 1 ? (profile.subjects[0]?.id ?? null) : null;
  const onlyChild =
    booker === 'Parent' && children.data?.length === 1 ? (children.data[0]?.id ?? null) : null;
  const offersInPerson = profile !== null && placesOffered(profile).length > 0;
  // A tutor who teaches online only leaves nothing to choose, and a free trial is online
  // (decision 0030): nobody travels for a free half hour.
  const asksMode = offersInPerson && !chosen.trial;
  const mode = profile && !asksMode ? 'online' : chosen.mode;
  const choices: BookingChoices = {
    ...chosen,
    mode,
    place: mode === 'in-person' ? chosen.place : null,
    subjectId: chosen.subjectId ?? onlySubject,
    trial: chosen.trial && trialAvailable,
    childId:
      chosen.childId ??
      (onlyChild && !(chosen.trial && trialUsedBy.has(onlyChild)) ? onlyChild : null),
  };
  const step = stepOf(choices, profile, booker);

  // A trial asked for (from the home page or a profile) that the family has had: a paid one.
  const trialGone = chosen.trial && eligibility.data?.available === false;
  useEffect(() => {
    if (trialGone)
      change({ trial: null }, { replace: true, state: { problem: t('time.trialUsed') } });
  }, [trialGone, change, t]);
  const steps = stepsFor(booker, asksMode);
  const current = steps.indexOf(step);
  const problem = (location.state as { problem?: string } | null)?.problem ?? null;

  // A step reached by a choice takes the focus, so keyboard and screen-reader users follow.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) headingRef.current?.focus();
  }, [step]);

  const onProblem = ({ code, message }: BookingProblem) => {
    if (code === 'time_taken') {
      void queryClient.invalidateQueries({ queryKey: tutorKeys.slotsRoot });
    }
    const given = {
      time_taken: ['start'],
      subject: ['subject'],
      tutor: ['tutor', 'start'],
      learner: ['child'],
    } as const;
    change(Object.fromEntries(given[code].map((name) => [name, null])), {
      state: { problem: message },
    });
  };

  const learnerName =
    booker === 'Student'
      ? t('learner.self')
      : (children.data?.find((child) => child.id === choices.childId)?.name ?? '');

  let body;
  if (choices.tutorId !== null && tutor.isPending) body = <Loading label={t('subject.loading')} />;
  else if (choices.tutorId !== null && tutor.isError) {
    body = (
      <div className="mt-4">
        <FormAlert tone="error">{t('tutor.notFound')}</FormAlert>
        <Button
          className="mt-4"
          variant="secondary"
          onClick={() => change({ tutor: null, start: null })}
        >
          {t('choices.changeTutor')}
        </Button>
      </div>
    );
  } else if (step === 'subject') {
    body = (
      <SubjectStep
        tutor={profile}
        chosen={choices.subjectId}
        onChoose={(id) =>
          change({ subject: String(id), tutors: null, tutorsAfter: null, tutorsBefore: null })
        }
      />
    );
  } else if (step === 'tutor' && choices.subjectId !== null) {
    body = (
      <TutorStep
        subjectId={choices.subjectId}
        page={choices.tutorsPage}
        onPage={(page) => change(searchPageChanges(page, tutorsPageNames), { replace: true })}
        onChoose={(id) => change({ tutor: id })}
      />
    );
  } else if (step === 'mode' && profile && choices.subjectId !== null) {
    body = (
      <ModeStep
        tutor={profile}
        subjectId={choices.subjectId}
        mode={choices.mode}
        place={choices.place}
        onChoose={({ mode, place }) =>
          // A time picked online (on the profile, say) may not leave the travel time in person.
          change({ mode, place, ...(mode === 'in-person' && { start: null }) })
        }
      />
    );
  } else if (step === 'time' && profile && choices.subjectId !== null) {
    body = (
      <TimeStep
        tutor={profile}
        subjectId={choices.subjectId}
        mode={choices.mode ?? 'online'}
        trial={choices.trial}
        trialAvailable={trialAvailable}
        week={choices.week}
        start={choices.start}
        onTypeChange={(trial) =>
          change({ trial: trial ? '1' : null, start: null }, { replace: true })
        }
        onWeekChange={(week) =>
          change({ week: week === 0 ? null : String(week) }, { replace: true })
        }
        onChoose={(start) => change({ start })}
      />
    );
  } else if (step === 'account') {
    body = <AccountStep returnPath={location.pathname + withDecided(location.search, choices)} />;
  } else if (step === 'learner') {
    body = (
      <LearnerStep
        chosen={choices.childId}
        trialUsedBy={choices.trial ? trialUsedBy : new Set()}
        onChoose={(id) => change({ child: id })}
      />
    );
  } else if (
    step === 'confirm' &&
    profile &&
    choices.subjectId !== null &&
    choices.start !== null
  ) {
    body = (
      <SummaryStep
        tutor={profile}
        subjectId={choices.subjectId}
        mode={choices.mode ?? 'online'}
        place={choices.place}
        start={choices.start}
        trial={choices.trial}
        trialOffered={
          trialAvailable && !(choices.childId !== null && trialUsedBy.has(choices.childId))
        }
        childId={choices.childId}
        learnerName={learnerName}
        onProblem={onProblem}
        onSwitchType={({ trial, keepStart, problem }) =>
          change(
            { trial: trial ? '1' : null, ...(!keepStart && { start: null }) },
            { replace: true, state: problem ? { problem } : undefined },
          )
        }
      />
    );
  }

  const stepTitle = t(`book.steps.${step}`);
  const headings: Record<Step, string> = {
    subject: t('subject.heading'),
    tutor: t('tutor.heading'),
    mode: t('mode.heading'),
    time: t('time.heading'),
    account: t('account.heading'),
    learner: t('learner.heading'),
    confirm: t('summary.heading'),
  };
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t('book.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-200">{t('book.intro')}</p>
      <div className="mt-6">
        <StepIndicator
          titles={steps.map((name) => t(`book.steps.${name}`))}
          current={current}
          label={t('book.stepsLabel')}
          doneLabel={t('book.stepDone')}
        />
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="booking-step" className={`${panelClass} min-w-0`}>
          <p className="text-sm font-semibold text-indigo-800 dark:text-amber-300">
            {t('book.stepHeading', { current: current + 1, total: steps.length, title: stepTitle })}
          </p>
          <h2 id="booking-step" ref={headingRef} tabIndex={-1} className={`${headingClass} mt-1`}>
            {headings[step]}
          </h2>
          {problem && (
            <div className="mt-4">
              <FormAlert tone="error">{problem}</FormAlert>
            </div>
          )}
          {body}
        </section>
        <BookingChoicesSummary
          choices={choices}
          tutor={profile}
          learnerName={choices.childId ? learnerName : null}
        />
      </div>
    </Container>
  );
}
