import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coursesPathFor } from '@/lib/catalog/subject-courses-path';
import { usePersonName } from '@/lib/person-name';
import { useLearning } from '@/features/family/api/get-learning';
import { useFormatters } from '@/features/family/hooks/use-formatters';
import { LoadFailed, Loading } from './load-state';

// A chip is a link to the tutors of that subject, so a child can go from "what I learn" to a class.
const chipClass =
  'inline-block rounded-full bg-indigo-100 px-4 py-1.5 font-semibold text-indigo-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:bg-amber-300/15 dark:text-amber-100 dark:focus-visible:outline-amber-300';

/** A student's grade, subjects, goals and best time, in large friendly type. */
export function LearningCard() {
  const { t } = useTranslation('family');
  const format = useFormatters();
  const learning = useLearning();
  const personName = usePersonName();
  if (learning.isPending) return <Loading label={t('student.learningLoading')} />;
  if (learning.isError) {
    return (
      <LoadFailed message={t('student.learningFailed')} onRetry={() => void learning.refetch()} />
    );
  }
  const { grade, subjects, learningGoals, preferredLearningTime, parent } = learning.data;
  return (
    <dl className="flex flex-col gap-4">
      {grade && (
        <div>
          <dt className="text-base text-slate-600 dark:text-slate-300">{t('student.grade')}</dt>
          <dd className="text-xl font-semibold text-slate-900 dark:text-white">
            <bdi>{format.name(grade)}</bdi>
          </dd>
        </div>
      )}
      {subjects.length > 0 && (
        <div>
          <dt className="text-base text-slate-600 dark:text-slate-300">{t('student.subjects')}</dt>
          <dd className="mt-2">
            <ul className="flex flex-wrap gap-2">
              {subjects.map((subject) => (
                <li key={subject.id}>
                  <Link to={coursesPathFor(subject.id)} className={chipClass}>
                    {format.name(subject)}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {learningGoals && (
        <div>
          <dt className="text-base text-slate-600 dark:text-slate-300">{t('student.goals')}</dt>
          <dd className="text-lg text-slate-900 dark:text-white">
            <bdi>{learningGoals}</bdi>
          </dd>
        </div>
      )}
      {preferredLearningTime && (
        <div>
          <dt className="text-base text-slate-600 dark:text-slate-300">{t('student.time')}</dt>
          <dd className="text-lg text-slate-900 dark:text-white">
            {t(`times.${preferredLearningTime}`)}
          </dd>
        </div>
      )}
      <div>
        <dt className="text-base text-slate-600 dark:text-slate-300">{t('student.parent')}</dt>
        <dd className="text-lg text-slate-900 dark:text-white">
          {parent ? <bdi>{personName(parent.fullName)}</bdi> : t('student.noParent')}
        </dd>
      </div>
    </dl>
  );
}
