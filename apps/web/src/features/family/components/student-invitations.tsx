import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useAnswerInvitation } from '@/features/family/api/answer-invitation';
import { useStudentInvitations } from '@/features/family/api/get-student-invitations';
import { LoadFailed } from './load-state';
import { isolate } from '@/lib/bidi';

/**
 * A parent's invitations to join their family, each with Accept and Decline; nothing at all while
 * they load or when none is waiting (a child's dashboard stays uncluttered).
 */
export function StudentInvitations() {
  const { t } = useTranslation('family');
  const errorText = useErrorText();
  const invitations = useStudentInvitations();
  const answer = useAnswerInvitation();
  if (invitations.isError) {
    return (
      <LoadFailed
        message={t('student.invitationsFailed')}
        onRetry={() => void invitations.refetch()}
      />
    );
  }
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <section
      aria-labelledby="family-invitations"
      className="rounded-3xl border-2 border-amber-300 bg-amber-50 p-6 sm:p-8 dark:border-amber-300/60 dark:bg-slate-900"
    >
      <h2
        id="family-invitations"
        className="flex items-center gap-3 text-2xl font-bold text-slate-900 dark:text-white"
      >
        <HeartHandshake aria-hidden className="size-8 text-amber-700 dark:text-amber-300" />
        {t('student.invitations')}
      </h2>
      <ul className="mt-4 flex flex-col gap-4">
        {invitations.data.map((invitation) => {
          const name = invitation.parent.fullName;
          const reply = (choice: 'accept' | 'decline') =>
            answer.mutate(
              { id: invitation.id, answer: choice },
              {
                onSuccess: () =>
                  toast.success(
                    choice === 'accept' ? t('student.accepted', { name }) : t('student.declined'),
                  ),
                onError: (error) =>
                  toast.error(t('student.answerFailed'), { description: errorText(error) }),
              },
            );
          return (
            <li key={invitation.id} className="flex flex-col gap-3">
              <p className="text-lg text-slate-900 dark:text-white">
                {t('student.invitationFrom', { name: isolate(name) })}
              </p>
              <div className="flex flex-wrap gap-3">
                <Button
                  size="lg"
                  disabled={answer.isPending}
                  aria-label={t('student.acceptLabel', { name })}
                  onClick={() => reply('accept')}
                >
                  {t('student.accept')}
                </Button>
                <Button
                  size="lg"
                  variant="secondary"
                  disabled={answer.isPending}
                  aria-label={t('student.declineLabel', { name })}
                  onClick={() => reply('decline')}
                >
                  {t('student.decline')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
