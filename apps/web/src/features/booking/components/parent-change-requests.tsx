import type { FamilyChangeRequest } from '@nibras/contracts/change-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { usePersonName } from '@/lib/person-name';
import { useChangeRequest } from '@/features/booking/api/change-request';
import { useChangeRequests } from '@/features/booking/api/get-change-requests';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { LoadFailed } from './load-state';
import { ReasonDialog } from './reason-dialog';
import { mutedClass, panelClass } from './styles';

/**
 * A parent's dashboard: their children's requests to cancel or move a session (issue 31), each
 * to approve (done as if the parent did it) or decline. Nothing when there are none.
 */
export function ParentChangeRequests() {
  const { t } = useTranslation('booking');
  const requests = useChangeRequests();
  // As the approvals: no empty panel, nor one that loads for nothing.
  if (requests.isPending || requests.data?.length === 0) return null;
  return (
    <section aria-labelledby="parent-change-requests" className={panelClass}>
      <h2
        id="parent-change-requests"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {t('parentRequests.title')}
      </h2>
      {requests.isError && (
        <LoadFailed message={t('parentRequests.failed')} onRetry={() => void requests.refetch()} />
      )}
      {requests.data && (
        <ul className="mt-3 flex flex-col gap-4">
          {requests.data.map((item) => (
            <RequestItem key={item.request.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestItem({ item }: { item: FamilyChangeRequest }) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const nameOf = usePersonName();
  const errorText = useErrorText();
  const { request, booking } = item;
  const answer = useChangeRequest(booking.id);
  const [declining, setDeclining] = useState(false);
  const learner = nameOf(request.requestedBy.fullName);
  // Answered, the request leaves the list and this row unmounts: the promise still settles.
  const approve = () =>
    answer
      .mutateAsync({ action: 'approve' })
      .then(({ message }) => message && toast.success(message))
      .catch(() => undefined);
  const decline = (reason: string | undefined) =>
    answer
      .mutateAsync({ action: 'decline', ...(reason ? { reason } : {}) })
      .then(({ message }) => {
        setDeclining(false);
        if (message) toast.success(message);
      })
      .catch(() => undefined);
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <p className="font-medium text-slate-900 dark:text-white">
        {t(request.kind === 'cancel' ? 'parentRequests.cancelLine' : 'parentRequests.moveLine', {
          learner,
          subject: format.subjectName(booking.subject),
          tutor: nameOf(booking.tutor.fullName),
        })}
      </p>
      <p className={mutedClass}>
        <time dateTime={booking.start}>{format.when(booking.start)}</time>
      </p>
      {request.start && (
        <p className="text-slate-900 dark:text-white">
          {t('parentRequests.moveTo', { time: format.when(request.start) })}
        </p>
      )}
      {request.reason && (
        <p dir="auto" className={mutedClass}>
          {t('parentRequests.reason', { reason: request.reason })}
        </p>
      )}
      {answer.isError && !declining && (
        <div className="mt-3">
          <FormAlert tone="error">{errorText(answer.error)}</FormAlert>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={approve} disabled={answer.isPending} aria-busy={answer.isPending}>
          {t('parentRequests.approve')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            answer.reset();
            setDeclining(true);
          }}
          disabled={answer.isPending}
        >
          {t('parentRequests.decline')}
        </Button>
      </div>
      <ReasonDialog
        kind="decline-change"
        open={declining}
        onOpenChange={setDeclining}
        late={false}
        pending={answer.isPending}
        failure={declining && answer.isError ? errorText(answer.error) : null}
        onSubmit={(reason) => void decline(reason)}
        bodyValues={{ learner }}
      />
    </li>
  );
}
