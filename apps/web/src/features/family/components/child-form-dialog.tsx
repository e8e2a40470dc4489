import type { Child, ChildValues } from '@nibras/contracts/family';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverFieldMessages } from '@/components/form/server-field-errors';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/error-text';
import { useAddChild } from '@/features/family/api/add-child';
import { useUpdateChild } from '@/features/family/api/update-child';
import { useGradePath, type GradePath } from '@/lib/catalog/find-grade';
import {
  childFormResolver,
  childFormValuesOf,
  type ChildFormValues,
} from '@/features/family/hooks/child-form-values';
import { ChildFields } from './child-fields';
import { Loading } from './load-state';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saved: the child as the API now has them. */
  onSaved: (child: Child) => void;
};

function ChildForm({
  child,
  path,
  onCancel,
  onSubmit,
  pending,
  failure,
}: {
  child: Child | null;
  /** Where the saved grade sits in the catalog, to open the picker there. */
  path: GradePath | null;
  onCancel: () => void;
  onSubmit: (values: ChildValues, setError: (field: string, message: string) => void) => void;
  pending: boolean;
  failure: string | null;
}) {
  const { t } = useTranslation('family');
  const form = useForm<ChildFormValues, unknown, ChildValues>({
    resolver: childFormResolver,
    defaultValues: childFormValuesOf(child, path),
  });
  const submit = form.handleSubmit((values) =>
    onSubmit(values, (field, message) =>
      form.setError(field as Path<ChildFormValues>, { type: 'server', message }),
    ),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
        <ChildFields />
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? t('form.saving') : child ? t('form.save') : t('form.add')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function serverFieldErrors(error: unknown, setError: (field: string, message: string) => void) {
  for (const [field, message] of Object.entries(serverFieldMessages(error)))
    setError(field, message);
}

/** Adds a child to the family: the details signup's "Child Info" asks for. */
export function AddChildDialog({ open, onOpenChange, onSaved }: Props) {
  const { t } = useTranslation('family');
  const errorText = useErrorText();
  const add = useAddChild();
  const close = (next: boolean) => {
    if (!next) add.reset();
    onOpenChange(next);
  };
  return (
    <ActionDialog
      open={open}
      onOpenChange={close}
      title={t('form.addTitle')}
      description={t('form.description')}
      wide
    >
      <ChildForm
        child={null}
        path={null}
        onCancel={() => close(false)}
        pending={add.isPending}
        failure={add.isError ? `${t('form.failed')} ${errorText(add.error)}` : null}
        onSubmit={(values, setError) =>
          add.mutate(values, {
            onSuccess: (child) => {
              toast.success(t('form.added', { name: child.name }));
              onSaved(child);
              close(false);
            },
            onError: (error) => serverFieldErrors(error, setError),
          })
        }
      />
    </ActionDialog>
  );
}

/** Changes a child's details. */
export function EditChildDialog({
  child,
  open,
  onOpenChange,
}: Omit<Props, 'onSaved'> & { child: Child }) {
  const { t } = useTranslation('family');
  const errorText = useErrorText();
  const update = useUpdateChild(child.id);
  const path = useGradePath(child.gradeId);
  const close = (next: boolean) => {
    if (!next) update.reset();
    onOpenChange(next);
  };
  return (
    <ActionDialog
      open={open}
      onOpenChange={close}
      title={t('form.editTitle', { name: child.name })}
      description={t('form.description')}
      wide
    >
      {path.isPending ? (
        <Loading label={t('form.loading')} />
      ) : (
        <ChildForm
          child={child}
          path={path.data ?? null}
          onCancel={() => close(false)}
          pending={update.isPending}
          failure={update.isError ? `${t('form.failed')} ${errorText(update.error)}` : null}
          onSubmit={(values, setError) =>
            update.mutate(values, {
              onSuccess: (saved) => {
                toast.success(t('form.saved', { name: saved.name }));
                close(false);
              },
              onError: (error) => serverFieldErrors(error, setError),
            })
          }
        />
      )}
    </ActionDialog>
  );
}
