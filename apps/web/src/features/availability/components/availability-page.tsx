import { zodResolver } from '@hookform/resolvers/zod';
import {
  availabilitySchema,
  type Availability,
  type AvailabilityAnswer,
  type AvailabilityInput,
} from '@nibras/contracts/availability';
import { CalendarClock } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { toast } from '@/lib/toast';
import { SavedResult, useSaveOutcome } from '@/components/form/saved-result';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ApiRequestError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useCalendarWeek } from '@/lib/calendar-week';
import { viewerTimeZone } from '@/lib/zoned-time';
import { useAvailability } from '@/features/availability/api/get-availability';
import { useSaveAvailability } from '@/features/availability/api/save-availability';
import { DateOverridesEditor } from './date-overrides-editor';
import { BookingRulesSection } from './booking-rules-section';
import { InPersonSection } from './in-person-section';
import { RamadanSection } from './ramadan-section';
import { WeeklyHoursEditor } from './weekly-hours-editor';

// A tutor who never chose a zone most likely teaches from the one this browser is in.
function formValues(answer: AvailabilityAnswer): AvailabilityInput {
  return {
    timeZone: answer.configured ? answer.timeZone : viewerTimeZone(),
    minimumNoticeMinutes: answer.minimumNoticeMinutes,
    bookingHorizonDays: answer.bookingHorizonDays,
    autoConfirm: answer.autoConfirm,
    sessionMinutes: answer.sessionMinutes,
    weeklyHours: answer.weeklyHours,
    dateOverrides: answer.dateOverrides,
    ramadan: answer.ramadan ?? null,
    inPerson: {
      atFamilyHome: answer.inPerson.atFamilyHome,
      areaIds: answer.inPerson.areas.map((area) => area.id),
      atOwnPlace: answer.inPerson.atOwnPlace,
      ownPlaceAreaId: answer.inPerson.ownPlaceArea?.id ?? null,
      ownPlaceStreet: answer.inPerson.ownPlaceStreet,
      ownPlaceBuilding: answer.inPerson.ownPlaceBuilding,
      ownPlaceNotes: answer.inPerson.ownPlaceNotes,
      travelBufferMinutes: answer.inPerson.travelBufferMinutes,
    },
  };
}

function AvailabilityForm({ answer }: { answer: AvailabilityAnswer }) {
  const { t } = useTranslation('availability');
  const week = useCalendarWeek();
  const form = useForm<AvailabilityInput, unknown, Availability>({
    resolver: zodResolver(availabilitySchema),
    defaultValues: formValues(answer),
  });
  const save = useSaveAvailability();
  const { isSubmitting } = form.formState;
  const [outcome, say] = useSaveOutcome();

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await save.mutateAsync(values);
      say(message ?? t('saved'));
    } catch (error) {
      showServerFieldErrors(form.setError, error);
      toast.error(t('saveFailed'), {
        description: error instanceof ApiRequestError ? error.message : undefined,
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-6">
        {!answer.configured && (
          <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-400/10 dark:text-amber-100">
            {t('firstTime')}
          </p>
        )}
        <BookingRulesSection />
        <WeeklyHoursEditor week={week} />
        <RamadanSection week={week} />
        <DateOverridesEditor />
        <InPersonSection />
        {Object.keys(form.formState.errors).length > 0 && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {t('fixErrors')}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <SavedResult outcome={outcome} />
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** The tutor's weekly hours, date overrides, notice and horizon, in their own time zone. */
export function AvailabilityPage() {
  const { t } = useTranslation('availability');
  usePageTitle(t('title'));
  const availability = useAvailability();

  return (
    <Container className="py-10">
      <div className="flex items-start gap-4">
        <span className="rounded-2xl bg-indigo-100 p-3 text-indigo-800 dark:bg-amber-400/15 dark:text-amber-300">
          <CalendarClock aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
            {t('title')}
          </h1>
          <p className="mt-1 max-w-2xl text-slate-600 dark:text-slate-300">{t('intro')}</p>
        </div>
      </div>
      {availability.isPending && (
        <p role="status" className="mt-8 text-slate-600 dark:text-slate-300">
          {t('loading')}
        </p>
      )}
      {availability.isError && (
        <div role="alert" className="mt-8 flex items-center gap-4">
          <p className="text-red-700 dark:text-red-300">{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void availability.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {availability.data && <AvailabilityForm answer={availability.data} />}
    </Container>
  );
}
