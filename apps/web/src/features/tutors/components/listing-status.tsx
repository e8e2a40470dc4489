import type { ListingGap } from '@nibras/contracts/tutor-profile';
import { CircleCheck, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const gapLinks: Partial<Record<ListingGap, string>> = {
  noPricedSubject: '/dashboard/tutor/all-tutor-subjects',
  noWeeklyHours: '/dashboard/tutor/availability',
  applicationNotApproved: '/dashboard/tutor/application',
};

/** Whether families can find the tutor, and if not, each thing still to do. */
export function ListingStatus({ gaps }: { gaps: ListingGap[] }) {
  const { t } = useTranslation('tutors');
  const listed = gaps.length === 0;
  return (
    <section
      aria-labelledby="listing-status"
      className={`rounded-2xl border p-5 ${
        listed
          ? 'border-emerald-300 bg-emerald-50 dark:border-emerald-400/40 dark:bg-emerald-400/10'
          : 'border-amber-300 bg-amber-50 dark:border-amber-400/40 dark:bg-amber-400/10'
      }`}
    >
      <h2
        id="listing-status"
        className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
      >
        {listed ? (
          <CircleCheck
            aria-hidden="true"
            className="size-5 text-emerald-700 dark:text-emerald-300"
          />
        ) : (
          <CircleAlert aria-hidden="true" className="size-5 text-amber-700 dark:text-amber-300" />
        )}
        {listed ? t('editor.listed') : t('editor.notListed')}
      </h2>
      {!listed && (
        <ul className="mt-2 list-disc ps-5 text-sm text-slate-800 dark:text-slate-100">
          {gaps.map((gap) => (
            <li key={gap}>
              {gapLinks[gap] ? (
                <Link to={gapLinks[gap]} className="underline underline-offset-2">
                  {t(`editor.gaps.${gap}`)}
                </Link>
              ) : (
                t(`editor.gaps.${gap}`)
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <Link
          to="/dashboard/tutor/availability"
          className="font-semibold text-indigo-800 underline underline-offset-2 dark:text-amber-300"
        >
          {t('editor.setHours')}
        </Link>
      </p>
    </section>
  );
}
