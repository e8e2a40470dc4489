import type { Child } from '@nibras/contracts/family';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coursesPathFor } from '@/lib/catalog/subject-courses-path';
import { useGradePath } from '@/lib/catalog/find-grade';
import { useGradeSubjects } from '@/lib/catalog/get-grade-subjects';
import { useFormatters } from '@/features/family/hooks/use-formatters';

/** What the parent told us about a child, as a description list. */
export function ChildDetails({ child }: { child: Child }) {
  const { t } = useTranslation('family');
  const format = useFormatters();
  const login = child.login;
  const gradePath = useGradePath(child.gradeId);
  const gradeSubjects = useGradeSubjects(child.gradeId);
  const subjects = (gradeSubjects.data ?? []).filter((subject) =>
    child.subjectIds.includes(subject.id),
  );
  // Each subject opens its tutors on /courses, the quickest way to book the next one.
  const subjectLinks = subjects.map((subject, index) => (
    <Fragment key={subject.id}>
      {index > 0 && t('child.subjectSeparator')}
      <Link
        to={coursesPathFor(subject.id)}
        className="text-indigo-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-amber-200 dark:focus-visible:outline-amber-300"
      >
        {subject.name}
      </Link>
    </Fragment>
  ));
  const facts: { term: string; value: ReactNode }[] = [
    { term: t('child.grade'), value: gradePath.data?.grade.name ?? '…' },
    {
      term: t('child.subjects'),
      value: gradeSubjects.isPending
        ? '…'
        : subjects.length > 0
          ? subjectLinks
          : t('child.noSubjects'),
    },
    { term: t('child.goals'), value: child.learningGoals || t('child.notGiven') },
    {
      term: t('child.time'),
      value: child.preferredLearningTime
        ? t(`times.${child.preferredLearningTime}`)
        : t('child.notGiven'),
    },
    { term: t('child.school'), value: child.schoolName || t('child.notGiven') },
    { term: t('child.language'), value: format.languageName(child.preferredLanguage) },
    {
      term: t('child.login'),
      value: login
        ? login.confirmed
          ? t('child.loginEmail', { email: login.email })
          : t('child.loginPending', { email: login.email })
        : t('child.noLogin'),
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.term} className="min-w-0">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{fact.term}</dt>
          <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white">
            <bdi>{fact.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
