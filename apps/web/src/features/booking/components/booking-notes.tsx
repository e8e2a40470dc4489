import { genderContext } from '@nibras/contracts/address-as';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  maxNotesLength,
  bookingNotesSchema,
  type BookingDetail,
  type BookingNotesInput,
} from '@nibras/contracts/booking';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { useSaveNotes } from '@/features/booking/api/save-notes';
import { useErrorText } from '@/lib/error-text';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { mutedClass, panelClass } from './styles';

type BookingNotes = z.output<typeof bookingNotesSchema>;

function NotesForm({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const save = useSaveNotes(booking.id);
  const form = useForm<BookingNotesInput, unknown, BookingNotes>({
    resolver: zodResolver(bookingNotesSchema),
    defaultValues: { notes: booking.notes?.notes ?? '', homework: booking.notes?.homework ?? '' },
  });
  const [notes = '', homework = ''] = useWatch({
    control: form.control,
    name: ['notes', 'homework'],
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ message }) => toast.success(message ?? t('notes.save')),
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-4">
      <p className={mutedClass}>{t('notes.formHint')}</p>
      <TextareaField
        label={t('notes.notes')}
        dir="auto"
        rows={5}
        maxLength={maxNotesLength}
        length={notes.length}
        error={form.formState.errors.notes}
        {...form.register('notes')}
      />
      <TextareaField
        label={t('notes.homework')}
        dir="auto"
        maxLength={maxNotesLength}
        length={homework.length}
        error={form.formState.errors.homework}
        {...form.register('homework')}
      />
      {save.isError && <FormAlert tone="error">{errorText(save.error)}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('notes.saving') : t('notes.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The tutor's notes and homework after the booking: a form for the tutor, the text as written
 * (in its own direction) for the family.
 */
export function BookingNotes({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const { notes } = booking;
  if (!booking.canWriteNotes && !notes && booking.status !== 'completed') return null;
  return (
    <section aria-labelledby="booking-notes" className={panelClass}>
      <h2 id="booking-notes" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('notes.title')}
      </h2>
      {booking.canWriteNotes ? (
        <NotesForm booking={booking} />
      ) : notes ? (
        <div className="mt-3 flex flex-col gap-3">
          <div>
            <h3 className={mutedClass}>{t('notes.notes')}</h3>
            <p dir="auto" className="whitespace-pre-line text-slate-900 dark:text-white">
              {notes.notes}
            </p>
          </div>
          {notes.homework && (
            <div>
              <h3 className={mutedClass}>{t('notes.homework')}</h3>
              <p dir="auto" className="whitespace-pre-line text-slate-900 dark:text-white">
                {notes.homework}
              </p>
            </div>
          )}
          <p className={mutedClass}>{t('notes.updated', { when: format.when(notes.updatedAt) })}</p>
        </div>
      ) : (
        <p className={`${mutedClass} mt-2`}>
          {t('notes.none', { context: genderContext(booking.tutor.addressAs) })}
        </p>
      )}
    </section>
  );
}
