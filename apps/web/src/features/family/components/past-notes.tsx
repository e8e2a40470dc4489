import type { Child } from '@nibras/contracts/family';
import { useTranslation } from 'react-i18next';
import { progressMonths, useChildProgress } from '@/features/family/api/get-child-progress';
import { LoadFailed, Loading } from './load-state';
import { TutorNotes } from './tutor-notes';

/** Under a child's past bookings: what their tutors wrote and the homework they set. */
export function PastNotes({ child }: { child: Child }) {
  const { t } = useTranslation('family');
  const progress = useChildProgress(child.id, progressMonths);
  if (progress.isPending) return <Loading label={t('progress.loading')} />;
  if (progress.isError) {
    return <LoadFailed message={t('progress.failed')} onRetry={() => void progress.refetch()} />;
  }
  return <TutorNotes notes={progress.data.notes} title={t('sessions.notes')} />;
}
