import { zodResolver } from '@hookform/resolvers/zod';
import {
  tutorPriceCurrency,
  tutorPriceSchema,
  tutorSubjectPriceInputSchema,
} from '@nibras/contracts/tutor-subjects';
import { Plus } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DialogCloseButton, DialogOverlay } from '@/components/ui/dialog';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { failureDetail } from '@/features/tutor-subjects/api/failure-details';
import { useGradeSubjects } from '@/lib/catalog/get-grade-subjects';
import { useSubjects } from '@/lib/catalog/get-subjects';
import { useSaveTutorSubjectPrice } from '@/features/tutor-subjects/api/save-tutor-subject-price';
import { CatalogFilters } from './catalog-filters';
import { SelectField } from '@/components/form/select-field';
import { moneyFigures } from '@/lib/money-figures';
import { LoadFailure, PriceInput } from './form-controls';
import { noCatalogChoice, type CatalogChoice } from '@/lib/catalog/use-catalog-cascade';

/** The API's own rules; the subject comes from a select, so as a string. */
const addSubjectSchema = z.object({
  subjectId: z
    .string()
    .transform((value) => (value === '' ? undefined : Number(value)))
    .pipe(tutorSubjectPriceInputSchema.shape.subjectId),
  onlinePrice: tutorPriceSchema,
  offlinePrice: tutorPriceSchema,
});
type AddSubjectInput = z.input<typeof addSubjectSchema>;
type AddSubject = z.output<typeof addSubjectSchema>;

const emptyForm = { subjectId: '', onlinePrice: '', offlinePrice: '' };

/** "Add subject": a dialog to pick a subject from the catalog and set both its prices. */
export function AddSubjectDialog({ taughtSubjectIds }: { taughtSubjectIds: Set<number> }) {
  const { t } = useTranslation('tutor-subjects');
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<CatalogChoice>(noCatalogChoice);
  const allSubjects = useSubjects();
  const gradeSubjects = useGradeSubjects(filter.gradeId);
  const subjects = filter.gradeId === null ? allSubjects : gradeSubjects;
  const save = useSaveTutorSubjectPrice();
  const form = useForm<AddSubjectInput, unknown, AddSubject>({
    resolver: zodResolver(addSubjectSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;

  const options = (subjects.data ?? [])
    .filter((subject) => !taughtSubjectIds.has(subject.id))
    .map((subject) => ({ value: subject.id, label: subject.name }));

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(emptyForm);
      setFilter(noCatalogChoice);
      save.reset();
    }
  };

  const changeFilter = (next: CatalogChoice) => {
    setFilter(next);
    // The chosen subject may not be taught in the new grade.
    form.setValue('subjectId', '');
  };

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.success(t('toasts.added', { subject: saved.name }));
        changeOpen(false);
      },
      onError: (error) => {
        showServerFieldErrors(form.setError, error, ['subjectId', 'onlinePrice', 'offlinePrice']);
        toast.error(t('errors.addTutorSubject'), { description: failureDetail(error) });
      },
    }),
  );

  const subjectStatus = subjects.isError ? (
    <LoadFailure
      message={t(filter.gradeId === null ? 'errors.fetchSubjects' : 'errors.loadSubjects')}
      onRetry={() => subjects.refetch()}
    />
  ) : subjects.isPending ? (
    t('add.loading')
  ) : options.length === 0 ? (
    t('add.allAdded')
  ) : undefined;

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <Button>
          <Plus aria-hidden="true" className="size-4" />
          {t('actions.add')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed inset-x-4 top-[5vh] z-50 mx-auto max-h-[90vh] max-w-2xl overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none dark:bg-slate-900 dark:ring-1 dark:ring-slate-700">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900 dark:text-white">
              {t('add.title')}
            </Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t('add.description')}
          </Dialog.Description>

          <form noValidate onSubmit={submit} className="mt-6 space-y-6">
            <CatalogFilters value={filter} onChange={changeFilter} />
            <SelectField
              label={t('add.subject')}
              placeholder={t('add.subjectPlaceholder')}
              options={options}
              disabled={!subjects.isSuccess}
              error={errors.subjectId}
              status={subjectStatus}
              {...form.register('subjectId')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <PriceInput
                label={t('fields.onlinePrice')}
                currency={tutorPriceCurrency}
                error={errors.onlinePrice}
                {...form.register('onlinePrice')}
              />
              <PriceInput
                label={t('fields.offlinePrice')}
                currency={tutorPriceCurrency}
                error={errors.offlinePrice}
                {...form.register('offlinePrice')}
              />
            </div>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {t('page.commissionNote', { percent: moneyFigures().commissionPercent })}
            </p>
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="ghost">{t('actions.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                {save.isPending ? t('add.submitting') : t('add.submit')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
