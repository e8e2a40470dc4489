import type { ChildProgress } from '@nibras/contracts/family';
import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '@/features/family/hooks/use-formatters';
import { mutedClass } from './load-state';
import { isolate } from '@/lib/bidi';
import { usePersonName } from '@/lib/person-name';

/** What tutors wrote after each booking, newest first, with the homework they set. */
export function TutorNotes({ notes, title }: { notes: ChildProgress['notes']; title: string }) {
  const { t } = useTranslation('family');
  const personName = usePersonName();
  const format = useFormatters();
  return (
    <div className="flex flex-col gap-3">
      <h5 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <NotebookPen aria-hidden className="size-5 text-indigo-700 dark:text-amber-300" />
        {title}
      </h5>
      {notes.length === 0 && <p className={mutedClass}>{t('progress.noNotes')}</p>}
      <ul className="flex flex-col gap-3">
        {notes.map((note) => (
          <li
            key={note.bookingId}
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
          >
            <p className="font-semibold text-slate-900 dark:text-white">
              <Link
                to={`/sessions/${note.bookingId}`}
                className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-amber-300"
              >
                {format.name(note.subject)}
              </Link>
            </p>
            <p className={mutedClass}>
              {t('progress.noteBy', {
                tutor: isolate(personName(note.tutor.fullName)),
                date: format.day(note.start),
              })}
            </p>
            <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-100">
              <bdi>{note.notes}</bdi>
            </p>
            {note.homework && (
              <div className="mt-2 rounded-lg bg-amber-50 p-3 dark:bg-amber-300/10">
                <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">
                  {t('progress.homework')}
                </p>
                <p className="whitespace-pre-line text-slate-900 dark:text-slate-100">
                  <bdi>{note.homework}</bdi>
                </p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
