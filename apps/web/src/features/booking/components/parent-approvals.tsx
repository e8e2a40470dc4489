import type { Booking } from '@nibras/contracts/booking';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '@/components/ui/dialog';
import { ApiRequestError } from '@/lib/api-client';
import { errorCodeOf, useErrorText } from '@/lib/error-text';
import { useFormatMoney } from '@/lib/money';
import { usePersonName } from '@/lib/person-name';
import { useAnswerApproval } from '@/features/booking/api/answer-approval';
import { useApprovals } from '@/features/booking/api/get-approvals';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { LoadFailed, Loading } from './load-state';
import { mutedClass, panelClass } from './styles';
import { TopUpAndBook, topUpParam, TopUpReturn } from './top-up-and-book';

/**
 * A parent's dashboard: the paid bookings their children asked for on their own logins, each
 * to approve (which holds its price from the wallet) or refuse. Nothing when there are none.
 */
export function ParentApprovals() {
  const { t } = useTranslation('booking');
  const approvals = useApprovals();
  const [params] = useSearchParams();
  const topUpId = params.get(topUpParam);
  // Most days nothing waits: the dashboard shows no empty panel, nor one that loads for nothing.
  if ((approvals.isPending || approvals.data?.length === 0) && !topUpId) return null;
  return (
    <section aria-labelledby="parent-approvals" className={panelClass}>
      <h2 id="parent-approvals" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('approvals.title')}
      </h2>
      {topUpId && (
        <div className="mt-3">
          <TopUpReturn id={topUpId} then="approve" />
        </div>
      )}
      {approvals.isPending && <Loading label={t('approvals.loading')} />}
      {approvals.isError && (
        <LoadFailed message={t('approvals.failed')} onRetry={() => void approvals.refetch()} />
      )}
      {approvals.data?.length === 0 && <p className="mt-3">{t('approvals.empty')}</p>}
      {approvals.data && approvals.data.length > 0 && (
        <ul className="mt-3 flex flex-col gap-4">
          {approvals.data.map((booking) => (
            <ApprovalItem key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ApprovalItem({ booking }: { booking: Booking }) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const money = useFormatMoney();
  const nameOf = usePersonName();
  const errorText = useErrorText();
  const answer = useAnswerApproval(booking.id);
  const [refusing, setRefusing] = useState(false);
  const shortfall =
    errorCodeOf(answer.error) === 'insufficient_funds' && answer.error instanceof ApiRequestError
      ? answer.error.error?.details?.shortfall
      : undefined;
  // Answered, the booking leaves the list and this row unmounts before a callback passed to
  // mutate() would run (TanStack Query skips those then): the promise still settles.
  const approve = () =>
    answer
      .mutateAsync({ action: 'approve' })
      .then(() => toast.success(t('approvals.approved')))
      .catch(() => undefined);
  const refuse = () =>
    answer
      .mutateAsync({ action: 'refuse' })
      .then(() => {
        setRefusing(false);
        toast.success(t('approvals.refused'));
      })
      .catch(() => undefined);
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <p className="font-medium text-slate-900 dark:text-white">
        {t('approvals.line', {
          learner: nameOf(booking.student.fullName),
          subject: format.subjectName(booking.subject),
          tutor: nameOf(booking.tutor.fullName),
        })}
      </p>
      <p className={mutedClass}>
        <time dateTime={booking.start}>{format.when(booking.start)}</time>
        {' · '}
        {money(booking.price.amount, booking.price.currency)}
      </p>
      {answer.isError && !refusing && (
        <div className="mt-3">
          <FormAlert tone="error">
            <p>{errorText(answer.error)}</p>
            {shortfall && (
              <TopUpAndBook
                shortfall={shortfall}
                currency={booking.price.currency}
                then="approve"
              />
            )}
          </FormAlert>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={approve} disabled={answer.isPending} aria-busy={answer.isPending}>
          {t('approvals.approve')}
        </Button>
        <Button variant="secondary" onClick={() => setRefusing(true)} disabled={answer.isPending}>
          {t('approvals.refuse')}
        </Button>
      </div>
      <ActionDialog
        open={refusing}
        onOpenChange={setRefusing}
        title={t('approvals.refuseTitle')}
        description={t('approvals.refuseBody', { learner: nameOf(booking.student.fullName) })}
      >
        {answer.isError && (
          <div className="mt-4">
            <FormAlert tone="error">{errorText(answer.error)}</FormAlert>
          </div>
        )}
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setRefusing(false)}>
            {t('approvals.keep')}
          </Button>
          <Button onClick={refuse} disabled={answer.isPending} aria-busy={answer.isPending}>
            {t('approvals.refuseSubmit')}
          </Button>
        </div>
      </ActionDialog>
    </li>
  );
}
