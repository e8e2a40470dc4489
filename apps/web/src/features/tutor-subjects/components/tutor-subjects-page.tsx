import { tutorPriceCurrency, type TutorSubject } from '@nibras/contracts/tutor-subjects';
import { BookOpen, LoaderCircle } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useContentLanguage } from '@/lib/content-language';
import { currencyName } from '@/lib/money';
import { usePageTitle } from '@/lib/page-title';
import { moneyFigures } from '@/lib/money-figures';
import { failureDetail } from '@/features/tutor-subjects/api/failure-details';
import { useTutorSubjects } from '@/features/tutor-subjects/api/get-tutor-subjects';
import { useMediaQuery } from '@/lib/media-query';
import { AddSubjectDialog } from './add-subject-dialog';
import { RemoveSubjectDialog } from './remove-subject-dialog';
import {
  removeButtonId,
  TutorSubjectCard,
  TutorSubjectRow,
  type EntryProps,
} from './tutor-subject-entry';

const headCell = 'px-4 py-3 text-start font-semibold';

/** /dashboard/tutor/all-tutor-subjects: the tutor's subjects and their two prices. */
export function TutorSubjectsPage() {
  const { t } = useTranslation('tutor-subjects');
  const language = useContentLanguage();
  usePageTitle(t('page.title'));
  const tutorSubjects = useTutorSubjects();
  // A table needs room for two prices and two buttons; narrower screens get cards.
  const wide = useMediaQuery('(min-width: 48rem)');
  const [editingId, setEditingId] = useState<number | null>(null);
  const [focusEditId, setFocusEditId] = useState<number | null>(null);
  const [removal, setRemoval] = useState<{ subject: TutorSubject; open: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const items = tutorSubjects.data;
  const taughtSubjectIds = useMemo(
    () => new Set((items ?? []).map((item) => item.subjectId)),
    [items],
  );

  const entryProps = (item: TutorSubject): EntryProps => ({
    item,
    editing: editingId === item.subjectId,
    focusEdit: focusEditId === item.subjectId,
    onEdit: () => setEditingId(item.subjectId),
    onStopEditing: () => {
      setEditingId(null);
      setFocusEditId(item.subjectId);
    },
    onRemove: () => setRemoval({ subject: item, open: true }),
  });

  // Back to the subject's Remove button if it is still there, else to the page's heading.
  const focusAfterRemoval = (event: Event) => {
    event.preventDefault();
    const trigger = removal && document.getElementById(removeButtonId(removal.subject.subjectId));
    (trigger ?? headingRef.current)?.focus();
  };

  let content;
  if (tutorSubjects.isPending) {
    content = (
      <p role="status" className="flex items-center gap-3 py-12 text-slate-600 dark:text-slate-300">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        {t('states.loading')}
      </p>
    );
  } else if (tutorSubjects.isError) {
    const detail = failureDetail(tutorSubjects.error);
    content = (
      <div
        role="alert"
        className="rounded-2xl border border-red-200 bg-red-50 p-6 dark:border-red-900 dark:bg-red-950/40"
      >
        <p className="font-semibold text-red-800 dark:text-red-200">
          {t('errors.fetchTutorSubjects')}
        </p>
        {detail && <p className="mt-1 text-sm text-red-800 dark:text-red-200">{detail}</p>}
        <Button variant="secondary" className="mt-4" onClick={() => tutorSubjects.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  } else if (tutorSubjects.data.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
        <BookOpen aria-hidden="true" className="size-10 text-indigo-700 dark:text-amber-300" />
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('states.emptyTitle')}
        </h2>
        <p className="max-w-md text-slate-600 dark:text-slate-300">{t('states.emptyBody')}</p>
      </div>
    );
  } else if (wide) {
    content = (
      <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-700">
        <table className="w-full text-start">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="bg-slate-50 text-sm text-slate-700 dark:bg-slate-800/70 dark:text-slate-200">
            <tr>
              <th scope="col" className={headCell}>
                {t('table.subject')}
              </th>
              <th scope="col" className={headCell}>
                {t('table.onlinePrice')}
              </th>
              <th scope="col" className={headCell}>
                {t('table.offlinePrice')}
              </th>
              <th scope="col" className={headCell}>
                <span className="sr-only">{t('table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {tutorSubjects.data.map((item) => (
              <TutorSubjectRow key={item.subjectId} {...entryProps(item)} />
            ))}
          </tbody>
        </table>
      </div>
    );
  } else {
    content = (
      <ul aria-label={t('table.caption')} className="space-y-3">
        {tutorSubjects.data.map((item) => (
          <TutorSubjectCard key={item.subjectId} {...entryProps(item)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-bold text-slate-900 focus:outline-none dark:text-white"
          >
            {t('page.heading')}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t('page.intro')}</p>
          <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('page.currencyNote', { currency: currencyName(tutorPriceCurrency, language) })}
          </p>
          <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('page.commissionNote', { percent: moneyFigures().commissionPercent })}
          </p>
        </div>
        <AddSubjectDialog taughtSubjectIds={taughtSubjectIds} />
      </header>
      {content}
      <RemoveSubjectDialog
        subject={removal?.subject ?? null}
        open={removal?.open ?? false}
        onClose={() => setRemoval((current) => current && { ...current, open: false })}
        onCloseAutoFocus={focusAfterRemoval}
      />
    </div>
  );
}
