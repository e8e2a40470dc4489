import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressInputSchema,
  maxSavedAddresses,
  type AddressInput,
  type SavedAddress,
} from '@nibras/contracts/in-person';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { AddressFields } from '@/components/form/address-fields';
import { FormAlert } from '@/components/form/form-alert';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/error-text';
import { useRemoveAddress, useSaveAddress, useSavedAddresses } from '@/lib/family/saved-addresses';
import { useServerErrors } from '@/features/account/hooks/use-server-errors';
import { ProfileSection } from './profile-section';

type Editing = { address: SavedAddress | null } | null;

/**
 * A family's addresses for lessons at home (parents and students): listed, changed, removed
 * and added here; booking offers them, and keeps a new one typed there.
 */
export function SavedAddresses() {
  const { t } = useTranslation('account');
  const addresses = useSavedAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);
  const full = (addresses.data?.length ?? 0) >= maxSavedAddresses;
  return (
    <ProfileSection id="addresses" title={t('addresses.title')} intro={t('addresses.intro')}>
      {addresses.isPending ? (
        <LoadingLine label={t('addresses.loading')} />
      ) : addresses.isError ? (
        <LoadFailure message={t('addresses.loadFailed')} onRetry={() => void addresses.refetch()} />
      ) : (
        <>
          {addresses.data.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('addresses.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {addresses.data.map((address) => (
                <li
                  key={address.id}
                  className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start dark:border-slate-700"
                >
                  <MapPin
                    aria-hidden
                    className="size-5 shrink-0 text-emerald-700 dark:text-emerald-300"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900 dark:text-white">
                      {t('addresses.area', { area: address.areaName, city: address.cityName })}
                    </p>
                    <p className="text-sm text-slate-700 dark:text-slate-200">
                      <bdi dir="auto">{address.street}</bdi> ·{' '}
                      <bdi dir="auto">{address.building}</bdi>
                    </p>
                    {address.notes && (
                      <p
                        dir="auto"
                        className="text-sm whitespace-pre-line text-slate-600 dark:text-slate-300"
                      >
                        {address.notes}
                      </p>
                    )}
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      aria-label={t('addresses.editOne', { street: address.street })}
                      onClick={() => setEditing({ address })}
                    >
                      <Pencil aria-hidden className="size-4" />
                      {t('addresses.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t('addresses.removeOne', { street: address.street })}
                      onClick={() => setRemoving(address)}
                    >
                      <Trash2 aria-hidden className="size-4" />
                      {t('addresses.remove')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              disabled={full}
              aria-describedby={full ? 'addresses-full' : undefined}
              onClick={() => setEditing({ address: null })}
            >
              <Plus aria-hidden className="size-4" />
              {t('addresses.add')}
            </Button>
            {full && (
              <p id="addresses-full" className="text-sm text-slate-600 dark:text-slate-300">
                {t('addresses.full', { max: maxSavedAddresses })}
              </p>
            )}
          </div>
        </>
      )}
      <ActionDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.address ? t('addresses.editTitle') : t('addresses.addTitle')}
        description={t('addresses.dialogBody')}
      >
        {editing && <AddressForm address={editing.address} onDone={() => setEditing(null)} />}
      </ActionDialog>
      <ActionDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('addresses.removeTitle')}
        description={t('addresses.removeBody')}
      >
        {removing && <RemoveAddress address={removing} onDone={() => setRemoving(null)} />}
      </ActionDialog>
    </ProfileSection>
  );
}

function AddressForm({ address, onDone }: { address: SavedAddress | null; onDone: () => void }) {
  const { t } = useTranslation('account');
  const form = useForm<AddressInput>({
    resolver: zodResolver(addressInputSchema),
    defaultValues: address
      ? {
          areaId: address.areaId,
          street: address.street,
          building: address.building,
          notes: address.notes,
        }
      : { street: '', building: '', notes: '' },
  });
  const save = useSaveAddress();
  const serverErrors = useServerErrors<AddressInput>();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await save.mutateAsync({ id: address?.id, address: values });
      toast.success(message ?? t('addresses.saved'));
      onDone();
    } catch (error) {
      setFailure(serverErrors(error, form.setError, ['areaId', 'street', 'building', 'notes']));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <AddressFields />
        {failure && (
          <FormAlert tone="error" title={t('addresses.saveFailed')}>
            {failure}
          </FormAlert>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onDone}>
            {t('addresses.cancel')}
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('addresses.saving') : t('addresses.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function RemoveAddress({ address, onDone }: { address: SavedAddress; onDone: () => void }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const remove = useRemoveAddress();
  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="text-slate-800 dark:text-slate-100">
        <bdi dir="auto">{address.street}</bdi> · <bdi dir="auto">{address.building}</bdi>
      </p>
      {remove.isError && (
        <FormAlert tone="error" title={t('addresses.removeFailed')}>
          {errorText(remove.error)}
        </FormAlert>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onDone}>
          {t('addresses.cancel')}
        </Button>
        <Button
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(address.id, {
              onSuccess: ({ message }) => {
                toast.success(message ?? t('addresses.removed'));
                onDone();
              },
            })
          }
        >
          {t('addresses.remove')}
        </Button>
      </div>
    </div>
  );
}
