import type { ChecklistItem, TutorChecklist } from '@nibras/contracts/tutor-profile';
import { ArrowRight, CircleCheck, CircleDashed, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useChecklist } from '@/features/tutors/api/get-checklist';
import { panelSurface } from '@/components/ui/panel';

const panelClass = `${panelSurface} p-5`;
const linkClass =
  'inline-flex items-center gap-1 font-semibold text-indigo-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-amber-300 dark:focus-visible:outline-amber-300';

/** Where each item is filled in. */
const fixAt: Record<ChecklistItem, string> = {
  photo: '/dashboard/tutor/profile',
  headline: '/dashboard/tutor/profile',
  bio: '/dashboard/tutor/profile',
  subjects: '/dashboard/tutor/all-tutor-subjects',
  hours: '/dashboard/tutor/availability',
  application: '/dashboard/tutor/application',
};

/**
 * A tutor's profile checklist: photo, headline, bio, priced subjects and weekly hours, each done
 * or with a link to the page that fills it in; whether families find the tutor in search, and
 * then their public profile as families see it. While items are missing it reads as first steps.
 */
export function ProfileChecklist() {
  const { t } = useTranslation('tutors');
  const checklist = useChecklist();
  return (
    <section aria-labelledby="profile-checklist" className={panelClass}>
      {checklist.data ? (
        <ChecklistView checklist={checklist.data} />
      ) : (
        <>
          <h2
            id="profile-checklist"
            className="text-lg font-semibold text-slate-900 dark:text-white"
          >
            {t('dashboard.checklistTitle')}
          </h2>
          {checklist.isError ? (
            <div role="alert" className="mt-3 flex flex-wrap items-center gap-3">
              <p className="text-red-700 dark:text-red-300">{t('dashboard.checklistFailed')}</p>
              <Button variant="secondary" onClick={() => void checklist.refetch()}>
                {t('dashboard.retry')}
              </Button>
            </div>
          ) : (
            <p role="status" className="mt-3 text-slate-600 dark:text-slate-300">
              {t('dashboard.checklistLoading')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function ChecklistView({ checklist }: { checklist: TutorChecklist }) {
  const { t, i18n } = useTranslation('tutors');
  const tutorId = useSession((state) => state.userModel?.id);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const done = checklist.items.filter((item) => item.done).length;
  const complete = done === checklist.items.length;
  const isDone = (key: TutorChecklist['items'][number]['key']) =>
    checklist.items.some((item) => item.key === key && item.done);
  // Approved and priced but without hours: out of search, though the profile is public.
  const onlyHoursMissing =
    !checklist.listed &&
    checklist.applicationStatus === 'approved' &&
    !isDone('hours') &&
    isDone('subjects') &&
    isDone('bio');
  return (
    <>
      <h2 id="profile-checklist" className="text-lg font-semibold text-slate-900 dark:text-white">
        {complete ? t('dashboard.checklistTitle') : t('dashboard.firstSteps')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {complete
          ? t('dashboard.allDone')
          : t('dashboard.progress', {
              done: number.format(done),
              total: number.format(checklist.items.length),
            })}
      </p>
      <ul className="mt-4 flex flex-col gap-3">
        {checklist.items.map((item) => (
          <li key={item.key} className="flex items-start gap-3">
            {item.done ? (
              <CircleCheck
                aria-hidden
                className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-300"
              />
            ) : (
              <CircleDashed
                aria-hidden
                className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300"
              />
            )}
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-white">
                {t(`dashboard.items.${item.key}.label`)}
                <span className="sr-only">
                  {' '}
                  ({item.done ? t('dashboard.done') : t('dashboard.notDone')})
                </span>
              </p>
              {!item.done && (
                <>
                  <p className="text-sm text-slate-700 dark:text-slate-200">
                    {t(`dashboard.items.${item.key}.why`)}
                  </p>
                  <Link to={fixAt[item.key]} className={`${linkClass} mt-1 text-sm`}>
                    {t(`dashboard.items.${item.key}.action`)}
                    <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
                  </Link>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-700">
        <p className="text-sm text-slate-800 dark:text-slate-100">
          {checklist.listed
            ? t('dashboard.listed')
            : checklist.applicationStatus !== 'approved'
              ? t(`dashboard.notListedApplication.${checklist.applicationStatus}`)
              : onlyHoursMissing
                ? t('dashboard.notListedHours')
                : t('dashboard.notListed')}
        </p>
        {(checklist.listed || onlyHoursMissing) && tutorId ? (
          <Link to={`/tutors/${tutorId}`} className={`${linkClass} mt-2 text-sm`}>
            {t('dashboard.publicProfile')}
            <Eye aria-hidden className="size-4" />
          </Link>
        ) : checklist.applicationStatus !== 'approved' ? (
          <Link to="/dashboard/tutor/application" className={`${linkClass} mt-2 text-sm`}>
            {t('dashboard.openApplication')}
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Link>
        ) : (
          <Link to="/dashboard/tutor/profile" className={`${linkClass} mt-2 text-sm`}>
            {t('dashboard.whyNotListed')}
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Link>
        )}
      </div>
    </>
  );
}
