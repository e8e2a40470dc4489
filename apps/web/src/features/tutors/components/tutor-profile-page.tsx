import { genderContext } from '@nibras/contracts/address-as';
import { BadgeCheck, BookOpen, GraduationCap, Languages, School } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatusPage } from '@/components/layout/status-page';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ApiRequestError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { trialOpen, useTrialEligibility } from '@/lib/booking/trial-eligibility';
import { useTutorProfile } from '@/lib/tutors/get-tutor';
import { useFormatters } from '@/features/tutors/hooks/use-formatters';
import { NextSlots } from './next-slots';
import { ProfileSkeleton } from './profile-skeleton';
import { RatingStars } from './rating-stars';
import { Avatar } from '@/components/ui/avatar';
import { TutorReviews } from './tutor-reviews';
import { ReportButton } from '@/components/report/report-button';
import { TutorSubjectPrices } from './tutor-subject-prices';
import { InPersonPlaces, teachesInPerson } from './in-person-places';
import { panelSurface } from '@/components/ui/panel';

const panel = `${panelSurface} p-5`;

/** /tutors/:id: everything a family weighs before booking, and the way to book. */
export function TutorProfilePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('tutors');
  const { t: common } = useTranslation('common');
  const tutor = useTutorProfile(id);
  const { languageList, years } = useFormatters();
  // "Book a free trial" while the family can still have one with this tutor (a visitor can).
  const trialAvailable = trialOpen(useTrialEligibility(id || null));
  usePageTitle(tutor.data?.fullName ?? t('profile.title'));

  if (tutor.isPending) {
    return (
      <Container className="min-h-screen py-10">
        <ProfileSkeleton label={t('profile.loading')} />
      </Container>
    );
  }
  if (tutor.isError) {
    const missing = tutor.error instanceof ApiRequestError && tutor.error.status === 404;
    return (
      <StatusPage
        title={missing ? t('profile.notFound') : t('profile.failed')}
        body={missing ? t('profile.notFoundBody') : t('profile.failedBody')}
        action={{ to: '/courses', label: t('profile.backToSearch') }}
        illustration={<School aria-hidden="true" className="size-16 text-amber-400" />}
      />
    );
  }
  const profile = tutor.data;
  const facts = [
    { icon: GraduationCap, term: t('profile.experience'), value: years(profile.yearsOfExperience) },
    { icon: BookOpen, term: t('profile.education'), value: profile.educationalBackground },
    { icon: Languages, term: t('profile.languages'), value: languageList(profile.languagesSpoken) },
  ];

  return (
    // At least a screen tall, as its skeleton was: the footer stays below the fold while the
    // free times load.
    <Container className="min-h-screen py-10">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <Avatar name={profile.fullName} url={profile.avatarUrl} size="size-24" />
        <div className="flex-1">
          <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
            <bdi>{profile.fullName}</bdi>
          </h1>
          {profile.headline && (
            <p className="mt-1 text-lg text-slate-700 dark:text-slate-200">
              <bdi>{profile.headline}</bdi>
            </p>
          )}
          <div className="mt-2">
            <RatingStars
              average={profile.rating.average}
              count={profile.rating.count}
              addressAs={profile.addressAs}
            />
          </div>
          <VerificationBadges verification={profile.verification} />
          <ReportButton
            subject="tutor"
            id={profile.id}
            label={common('report.title.tutor')}
            className="mt-2"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          {trialAvailable && (
            <ButtonLink
              to={`/book-session?tutor=${profile.id}&trial=1`}
              variant="secondary"
              size="lg"
            >
              {t('profile.bookTrial')}
            </ButtonLink>
          )}
          <ButtonLink to={`/book-session?tutor=${profile.id}`} size="lg">
            {t('profile.bookSession')}
          </ButtonLink>
        </div>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="about" className={panel}>
            <h2 id="about" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('profile.about')}
            </h2>
            {/* What tutors write keeps its own direction: English text in the Arabic page too. */}
            <p dir="auto" className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-200">
              {profile.bio}
            </p>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              {facts.map(({ icon: Icon, term, value }) => (
                <div key={term}>
                  <dt className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
                    <Icon aria-hidden="true" className="size-4" />
                    {term}
                  </dt>
                  <dd className="mt-0.5 font-medium text-slate-900 dark:text-white">
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
            {profile.grades.length > 0 && (
              <>
                <h3 className="mt-4 text-sm text-slate-600 dark:text-slate-300">
                  {t('profile.grades', { context: genderContext(profile.addressAs) })}
                </h3>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {profile.grades.map((grade) => (
                    <li
                      key={grade.id}
                      className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100"
                    >
                      {grade.system} · {grade.name}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <InPersonPlaces profile={profile} />
          <TutorSubjectPrices subjects={profile.subjects} inPerson={teachesInPerson(profile)} />
          <TutorReviews
            reviews={profile.reviews}
            rating={profile.rating}
            addressAs={profile.addressAs}
          />
        </div>
        <NextSlots tutorId={profile.id} addressAs={profile.addressAs} />
      </div>
    </Container>
  );
}

/** What an operator checked before listing the tutor, with the month (decision 0026). */
function VerificationBadges({
  verification,
}: {
  verification: { identityCheckedAt: string | null; qualificationsCheckedAt: string | null };
}) {
  const { t } = useTranslation('tutors');
  const { month } = useFormatters();
  const checks = [
    verification.identityCheckedAt &&
      t('profile.identityChecked', { month: month(verification.identityCheckedAt) }),
    verification.qualificationsCheckedAt &&
      t('profile.qualificationsChecked', { month: month(verification.qualificationsCheckedAt) }),
  ].filter((check): check is string => Boolean(check));
  if (checks.length === 0) return null;
  return (
    <ul aria-label={t('profile.checks')} className="mt-3 flex flex-wrap gap-2">
      {checks.map((check) => (
        <li
          key={check}
          className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
        >
          <BadgeCheck aria-hidden="true" className="size-4" />
          {check}
        </li>
      ))}
    </ul>
  );
}
