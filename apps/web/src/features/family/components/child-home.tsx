import { BookOpenText, CalendarDays, NotebookPen, Rocket } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LearningCard } from './learning-card';
import { StudentInvitations } from './student-invitations';

function Card({
  id,
  icon: Icon,
  title,
  tone = 'plain',
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  tone?: 'plain' | 'bright';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl border-2 p-6 sm:p-8 ${
        tone === 'bright'
          ? 'border-indigo-200 bg-indigo-50 dark:border-amber-300/40 dark:bg-slate-900'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      <h2
        id={id}
        className="flex items-center gap-3 text-2xl font-bold text-slate-900 dark:text-white"
      >
        <Icon aria-hidden className="size-8 shrink-0 text-indigo-700 dark:text-amber-300" />
        {title}
      </h2>
      <div className="mt-5 text-lg">{children}</div>
    </section>
  );
}

/**
 * A child's own dashboard: large type and few words. The next class with its big Join, the list
 * of classes and the homework come from the booking feature, through the route.
 */
export function ChildHome({
  next,
  upcoming,
  homework,
}: {
  next: ReactNode;
  upcoming: ReactNode;
  homework: ReactNode;
}) {
  const { t } = useTranslation('family');
  return (
    <div className="flex flex-col gap-6">
      <StudentInvitations />
      <Card id="child-next" icon={Rocket} title={t('student.next')} tone="bright">
        {next}
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="child-homework" icon={NotebookPen} title={t('student.homework')}>
          {homework}
        </Card>
        <Card id="child-learning" icon={BookOpenText} title={t('student.learning')}>
          <LearningCard />
        </Card>
      </div>
      <Card id="child-upcoming" icon={CalendarDays} title={t('student.upcoming')}>
        {upcoming}
      </Card>
    </div>
  );
}
