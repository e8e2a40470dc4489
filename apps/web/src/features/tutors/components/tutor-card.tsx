import { genderContext } from '@nibras/contracts/address-as';
import type { TutorCard as TutorCardData } from '@nibras/contracts/tutors';
import { Languages, GraduationCap, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubjectIcon } from '@/components/ui/subject-icon';
import { useFormatters } from '@/features/tutors/hooks/use-formatters';
import { RatingStars } from './rating-stars';
import { Avatar } from '@/components/ui/avatar';
import { useFormatMoney } from '@/lib/money';
import { panelSurface } from '@/components/ui/panel';

/** One search result: who, what they teach, how they are rated, and from what price. */
export function TutorCard({ tutor }: { tutor: TutorCardData }) {
  const { t } = useTranslation('tutors');
  const { languageList, years } = useFormatters();
  const money = useFormatMoney();
  return (
    <article
      className={`${panelSurface} relative flex flex-col gap-4 p-5 transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:shadow-md sm:flex-row dark:focus-within:ring-amber-300`}
    >
      <Avatar name={tutor.fullName} url={tutor.avatarUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
            {/* The whole card is the link's hit area; the name is its text. */}
            <Link
              to={`/tutors/${tutor.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl"
            >
              <bdi>{tutor.fullName}</bdi>
            </Link>
          </h3>
          <RatingStars
            average={tutor.rating.average}
            count={tutor.rating.count}
            addressAs={tutor.addressAs}
          />
        </div>
        {tutor.headline && (
          <p className="mt-1 text-slate-700 dark:text-slate-200">
            <bdi>{tutor.headline}</bdi>
          </p>
        )}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          <span className="inline-flex items-center gap-1">
            <GraduationCap aria-hidden="true" className="size-4" />
            {t('card.experience', { years: years(tutor.yearsOfExperience) })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Languages aria-hidden="true" className="size-4" />
            {languageList(tutor.languagesSpoken)}
          </span>
          {tutor.teachesInPerson && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200">
              <MapPin aria-hidden="true" className="size-4" />
              {t('card.inPerson')}
            </span>
          )}
        </p>
        <ul
          className="mt-3 flex flex-wrap gap-2"
          aria-label={t('card.subjects', { context: genderContext(tutor.addressAs) })}
        >
          {tutor.subjects.map((subject) => (
            <li
              key={subject.id}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100"
            >
              <SubjectIcon name={subject.icon} className="size-3.5" />
              {subject.name}
            </li>
          ))}
        </ul>
      </div>
      <p className="shrink-0 text-end sm:w-32">
        <span className="block text-xs text-slate-600 dark:text-slate-300">{t('card.from')}</span>
        <span className="text-xl font-bold text-indigo-800 dark:text-amber-300">
          {money(tutor.priceFrom.amount, tutor.priceFrom.currency)}
        </span>
        <span className="block text-xs text-slate-600 dark:text-slate-300">
          {t('card.perHour')}
        </span>
      </p>
    </article>
  );
}
