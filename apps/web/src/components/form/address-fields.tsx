import { addressLimits, type AddressInput } from '@nibras/contracts/in-person';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AreaSelect } from './area-select';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

/**
 * An address for lessons at home, in a form whose values are an `AddressInput`: the area (a
 * city, then its district), the street, the building and notes for finding it.
 */
export function AddressFields() {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<AddressInput>();
  const area = useController({ control, name: 'areaId' });
  const notes = useWatch({ control, name: 'notes' }) ?? '';
  const { errors } = formState;
  return (
    <div className="flex flex-col gap-4">
      <AreaSelect
        value={area.field.value ?? null}
        onChange={area.field.onChange}
        onBlur={area.field.onBlur}
        error={area.fieldState.error}
        districtPlaceholder={t('address.chooseDistrict')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('address.street')}
          autoComplete="address-line1"
          maxLength={addressLimits.street}
          error={errors.street}
          {...register('street')}
        />
        <TextField
          label={t('address.building')}
          autoComplete="address-line2"
          maxLength={addressLimits.building}
          error={errors.building}
          {...register('building')}
        />
      </div>
      <TextareaField
        label={t('address.notes')}
        maxLength={addressLimits.notes}
        length={notes.length}
        rows={2}
        error={errors.notes}
        {...register('notes')}
      />
    </div>
  );
}
