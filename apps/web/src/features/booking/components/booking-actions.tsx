import { freeCancellationHours, type Booking, type BookingAction } from '@nibras/contracts/booking';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  useChangeBookingStatus,
  type StatusChange,
} from '@/features/booking/api/change-booking-status';
import { useRescheduleBooking } from '@/features/booking/api/reschedule-booking';
import { useErrorText } from '@/lib/error-text';
import { useIsTutorOf } from '@/features/booking/hooks/use-is-tutor-of';
import { NoShowDialog } from './no-show-dialog';
import { ReasonDialog } from './reason-dialog';
import { RescheduleDialog } from './reschedule-dialog';

type DialogAction = 'decline' | 'cancel' | 'reschedule' | 'no-show';

/**
 * The buttons of this row. An in-person lesson's "I have arrived" and "Finished" (`arrive`,
 * `finish`) belong to its session page, not here.
 */
type RowAction = Exclude<BookingAction, 'arrive' | 'finish'>;
const order: RowAction[] = ['confirm', 'decline', 'complete', 'reschedule', 'cancel', 'no-show'];
const labels = {
  confirm: 'actions.confirm',
  decline: 'actions.decline',
  cancel: 'actions.cancel',
  reschedule: 'actions.reschedule',
  complete: 'actions.complete',
  'no-show': 'actions.noShow',
} as const satisfies Record<RowAction, string>;
const hourMs = 3_600_000;

/**
 * A button for each thing the caller may do now (the API's allowedActions, nothing more);
 * confirm and complete act at once, the others ask first in a dialog.
 */
export function BookingActions({
  booking,
  checkedAt,
  only = order,
}: {
  booking: Booking;
  checkedAt: number;
  /** The actions to offer here (a dashboard row offers only confirm and decline). */
  only?: BookingAction[];
}) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const status = useChangeBookingStatus(booking.id);
  const reschedule = useRescheduleBooking(booking.id, ({ booking: moved, message }) => {
    toast.success(message ?? t('actions.reschedule'));
    setDialog(null);
    void navigate(`/sessions/${moved.id}`);
  });
  const asTutor = useIsTutorOf(booking);
  const late = Date.parse(booking.start) - checkedAt < freeCancellationHours * hourMs;

  const openDialog = (action: DialogAction | null) => {
    status.reset();
    reschedule.reset();
    setDialog(action);
  };
  const change = (request: StatusChange) =>
    status.mutate(request, {
      onSuccess: ({ message }) => {
        toast.success(message ?? t(labels[request.action]));
        setDialog(null);
      },
      onError: (error) => {
        if (!dialog) toast.error(t('actions.failed'), { description: errorText(error) });
      },
    });

  const allowed = order.filter(
    (action) => only.includes(action) && booking.allowedActions.includes(action),
  );
  if (allowed.length === 0) return null;
  const dialogFailure = status.isError && dialog ? errorText(status.error) : null;
  return (
    <>
      <div className="flex flex-wrap gap-3">
        {allowed.map((action) =>
          action === 'confirm' || action === 'complete' ? (
            <Button key={action} disabled={status.isPending} onClick={() => change({ action })}>
              {t(labels[action])}
            </Button>
          ) : (
            <Button key={action} variant="secondary" onClick={() => openDialog(action)}>
              {t(labels[action])}
            </Button>
          ),
        )}
      </div>
      {(dialog === 'decline' || dialog === 'cancel') && (
        <ReasonDialog
          kind={dialog}
          open
          onOpenChange={(open) => !open && openDialog(null)}
          late={late}
          pending={status.isPending}
          failure={dialogFailure}
          onSubmit={(reason) => change({ action: dialog, reason })}
        />
      )}
      {dialog === 'no-show' && (
        <NoShowDialog
          party={asTutor ? 'student' : 'tutor'}
          open
          onOpenChange={(open) => !open && openDialog(null)}
          pending={status.isPending}
          failure={dialogFailure}
          onSubmit={(values) => change({ action: 'no-show', ...values })}
        />
      )}
      {dialog === 'reschedule' && (
        <RescheduleDialog
          booking={booking}
          open
          onOpenChange={(open) => !open && openDialog(null)}
          pending={reschedule.isPending}
          failure={reschedule.isError ? errorText(reschedule.error) : null}
          onSubmit={(input) => reschedule.mutate(input)}
        />
      )}
    </>
  );
}
