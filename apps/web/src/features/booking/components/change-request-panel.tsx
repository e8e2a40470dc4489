import { freeCancellationHours, type Booking } from '@nibras/contracts/booking';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useChangeRequest, type ChangeRequestCall } from '@/features/booking/api/change-request';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { ReasonDialog } from './reason-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { mutedClass } from './styles';

const hourMs = 3_600_000;

/** Whether a child's login has anything to ask, or a request to show, on this booking. */
export function hasChangeRequestPanel(booking: Booking): boolean {
  return (
    booking.parentDecides && (booking.requestableChanges.length > 0 || !!booking.changeRequest)
  );
}

/**
 * On a child's login (issue 31): instead of cancelling or moving, it asks its parent; shows
 * its latest request's state and withdraws an open one.
 */
export function ChangeRequestPanel({
  booking,
  checkedAt,
}: {
  booking: Booking;
  checkedAt: number;
}) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const errorText = useErrorText();
  const call = useChangeRequest(booking.id);
  const [dialog, setDialog] = useState<'cancel' | 'move' | null>(null);
  const late = Date.parse(booking.start) - checkedAt < freeCancellationHours * hourMs;
  if (!hasChangeRequestPanel(booking)) return null;
  const request = booking.changeRequest;
  const open = (kind: 'cancel' | 'move' | null) => {
    call.reset();
    setDialog(kind);
  };
  const send = (change: ChangeRequestCall) =>
    call.mutate(change, {
      onSuccess: ({ message }) => {
        if (message) toast.success(message);
        setDialog(null);
      },
      onError: (error) => {
        if (!dialog) toast.error(t('actions.failed'), { description: errorText(error) });
      },
    });
  const failure = call.isError && dialog ? errorText(call.error) : null;
  return (
    <div className="flex flex-col gap-3">
      {booking.requestableChanges.length > 0 && (
        <p className={mutedClass}>{t('changeRequest.parentDecides')}</p>
      )}
      {request && (
        <div role="status" className="flex flex-col gap-1">
          <p className="font-medium text-slate-900 dark:text-white">
            {request.status === 'open'
              ? t(`changeRequest.state.open_${request.kind}`, {
                  time: request.start ? format.when(request.start) : '',
                })
              : t(`changeRequest.state.${request.status}`)}
          </p>
          {request.status === 'declined' && request.answerReason && (
            <p dir="auto" className={mutedClass}>
              {t('changeRequest.answerReason', { reason: request.answerReason })}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        {booking.requestableChanges.includes('move') && (
          <Button variant="secondary" onClick={() => open('move')}>
            {t('changeRequest.askMove')}
          </Button>
        )}
        {booking.requestableChanges.includes('cancel') && (
          <Button variant="secondary" onClick={() => open('cancel')}>
            {t('changeRequest.askCancel')}
          </Button>
        )}
        {request?.status === 'open' && (
          <Button
            variant="secondary"
            disabled={call.isPending}
            aria-busy={call.isPending}
            onClick={() => send({ action: 'withdraw' })}
          >
            {t('changeRequest.withdraw')}
          </Button>
        )}
      </div>
      {dialog === 'cancel' && (
        <ReasonDialog
          kind="ask-cancel"
          open
          onOpenChange={(isOpen) => !isOpen && open(null)}
          late={late}
          pending={call.isPending}
          failure={failure}
          onSubmit={(reason) =>
            send({ action: 'ask', input: { kind: 'cancel', ...(reason ? { reason } : {}) } })
          }
        />
      )}
      {dialog === 'move' && (
        <RescheduleDialog
          booking={booking}
          asking
          open
          onOpenChange={(isOpen) => !isOpen && open(null)}
          pending={call.isPending}
          failure={failure}
          onSubmit={(input) => send({ action: 'ask', input: { kind: 'move', ...input } })}
        />
      )}
    </div>
  );
}
