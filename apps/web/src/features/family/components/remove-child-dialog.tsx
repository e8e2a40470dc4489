import type { Child } from '@nibras/contracts/family';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { ActionDialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import { useRemoveChild } from '@/features/family/api/remove-child';

/**
 * Asks before removing a child. A child with upcoming bookings is refused (409): the dialog says
 * why and what to do first, rather than a bare error.
 */
export function RemoveChildDialog({
  child,
  open,
  onOpenChange,
  onRemoved,
}: {
  child: Child;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('family');
  const errorText = useErrorText();
  const remove = useRemoveChild(child.id);
  const name = child.name;
  const refusedForBookings = remove.error instanceof ApiRequestError && remove.error.status === 409;
  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title={t('remove.title', { name })}
      description={t('remove.body', { name })}
    >
      {remove.isError && (
        <div className="mt-4">
          <FormAlert tone="error" title={t('remove.failed', { name })}>
            {refusedForBookings ? t('remove.upcoming', { name }) : errorText(remove.error)}
          </FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('remove.keep')}
        </Button>
        <Button
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('remove.removed', { name }));
                onRemoved();
              },
            })
          }
        >
          {remove.isPending ? t('remove.removing') : t('remove.confirm', { name })}
        </Button>
      </div>
    </ActionDialog>
  );
}
