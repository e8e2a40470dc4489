import { zodResolver } from '@hookform/resolvers/zod';
import { tutorPriceSchema, type TutorSubject } from '@nibras/contracts/tutor-subjects';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { failureDetail } from '@/features/tutor-subjects/api/failure-details';
import { useSaveTutorSubjectPrice } from '@/features/tutor-subjects/api/save-tutor-subject-price';

const pricesSchema = z.object({ onlinePrice: tutorPriceSchema, offlinePrice: tutorPriceSchema });

/** The inline price form of one of the tutor's subjects: the same rules as the API's. */
export function usePriceEditor(item: TutorSubject, onDone: () => void) {
  const { t } = useTranslation('tutor-subjects');
  const save = useSaveTutorSubjectPrice();
  const form = useForm<z.input<typeof pricesSchema>, unknown, z.output<typeof pricesSchema>>({
    resolver: zodResolver(pricesSchema),
    defaultValues: { onlinePrice: item.onlinePrice, offlinePrice: item.offlinePrice },
  });

  const submit = form.handleSubmit((prices) =>
    save.mutate(
      { subjectId: item.subjectId, ...prices },
      {
        onSuccess: (saved) => {
          toast.success(t('toasts.updated', { subject: saved.name }));
          onDone();
        },
        onError: (error) => {
          showServerFieldErrors(form.setError, error, ['onlinePrice', 'offlinePrice']);
          toast.error(t('errors.updatePrices'), { description: failureDetail(error) });
        },
      },
    ),
  );

  return { form, submit, saving: save.isPending };
}
