import { maxReasonLength, type Booking } from '@nibras/contracts/booking';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { ActionDialog } from '@/components/ui/dialog';
import { SlotPicker } from './slot-picker';

const minuteMs = 60_000;

/**
 * Moves a booking to another free time of its tutor, of the same length; `asking`: a child's
 * login asks its parent to (issue 31).
 */
export function RescheduleDialog({
  booking,
  asking = false,
  open,
  onOpenChange,
  pending,
  failure,
  onSubmit,
}: {
  booking: Booking;
  asking?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  failure: string | null;
  onSubmit: (values: { start: string; reason?: string }) => void;
}) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const [week, setWeek] = useState(0);
  const [start, setStart] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const minutes = (Date.parse(booking.end) - Date.parse(booking.start)) / minuteMs;
  const submit = () => {
    if (!start) return;
    const trimmed = reason.trim();
    onSubmit({ start, ...(trimmed ? { reason: trimmed } : {}) });
  };
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={asking ? t('changeRequest.moveTitle') : t('actions.rescheduleTitle')}
      description={t(asking ? 'changeRequest.moveBody' : 'actions.rescheduleBody', {
        name: booking.tutor.fullName,
      })}
    >
      <div className="mt-4 flex flex-col gap-4">
        <SlotPicker
          tutorId={booking.tutor.id}
          duration={minutes}
          week={week}
          onWeekChange={setWeek}
          chosen={start}
          onChoose={setStart}
        />
        {start && (
          <p role="status" className="font-medium text-slate-900 dark:text-white">
            {t('actions.rescheduleChosen', { time: format.when(start) })}
          </p>
        )}
        <TextareaField
          label={t('actions.reasonOptional')}
          dir="auto"
          maxLength={maxReasonLength}
          length={reason.length}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <div className="flex justify-end">
          <Button onClick={submit} disabled={!start || pending} aria-busy={pending}>
            {pending
              ? t('actions.working')
              : asking
                ? t('changeRequest.send')
                : t('actions.rescheduleSubmit')}
          </Button>
        </div>
      </div>
    </ActionDialog>
  );
}
