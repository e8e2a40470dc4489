import type { TutorSubject } from '@nibras/contracts/tutor-subjects';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { failureDetail } from '@/features/tutor-subjects/api/failure-details';
import { useRemoveTutorSubject } from '@/features/tutor-subjects/api/remove-tutor-subject';

const dangerButtonClass =
  'inline-flex h-10 items-center justify-center rounded-full bg-red-700 px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:opacity-60 dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300';

/**
 * Asks before a subject and its prices go. An alert dialog: focus starts on "Keep it" and a
 * click outside does not confirm or dismiss by accident.
 */
export function RemoveSubjectDialog({
  subject,
  open,
  onClose,
  onCloseAutoFocus,
}: {
  /** Kept after closing, so the text stays put while the dialog goes. */
  subject: TutorSubject | null;
  open: boolean;
  onClose: () => void;
  /** Where focus goes afterwards: the trigger may be gone with the removed subject. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation('tutor-subjects');
  const remove = useRemoveTutorSubject();

  const confirm = () => {
    if (!subject) return;
    remove.mutate(subject.subjectId, {
      onSuccess: () => {
        toast.success(t('toasts.removed', { subject: subject.name }));
        onClose();
      },
      onError: (error) =>
        toast.error(t('errors.removeSubject'), { description: failureDetail(error) }),
    });
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-4 top-1/4 z-50 mx-auto max-w-md rounded-2xl bg-white p-6 shadow-xl focus:outline-none dark:bg-slate-900 dark:ring-1 dark:ring-slate-700"
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
            {t('remove.title', { subject: subject?.name })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600 dark:text-slate-300">
            {t('remove.description', { subject: subject?.name })}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">{t('remove.keep')}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close before the removal is known to succeed. */}
            <button
              type="button"
              onClick={confirm}
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              className={dangerButtonClass}
            >
              {remove.isPending ? t('remove.removing') : t('remove.confirm')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
