import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountDetailsSchema,
  type AccountProfile,
  type AccountUpdate,
  type AccountUpdateInput,
} from '@nibras/contracts/account';
import { accountLimits } from '@nibras/contracts/auth-fields';
import { addressForms } from '@nibras/contracts/address-as';
import { languages } from '@nibras/contracts/i18n/languages';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldMessages, useFieldErrorText } from '@/components/form/field-message';
import { controlClass, labelClass } from '@/components/form/field-styles';
import { FormAlert } from '@/components/form/form-alert';
import { SavedResult, type SaveOutcome } from '@/components/form/saved-result';
import { TextField } from '@/components/form/text-field';
import { TimeZoneSelect } from '@/components/form/time-zone-select';
import { Button } from '@/components/ui/button';
import { useUpdateAccount } from '@/features/account/api/update-account';
import { useServerErrors } from '@/features/account/hooks/use-server-errors';
import { ProfileSection } from './profile-section';

/** Name, phone, the language of our emails and the time zone. */
export function DetailsForm({
  account,
  outcome,
  onSaved,
}: {
  account: AccountProfile;
  outcome: SaveOutcome | null;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('account');
  const fieldErrorText = useFieldErrorText();
  const languageId = useId();
  const zoneId = useId();
  const addressId = useId();
  const form = useForm<AccountUpdateInput, unknown, AccountUpdate>({
    resolver: zodResolver(accountDetailsSchema),
    defaultValues: {
      fullName: account.fullName,
      phoneNumber: account.phoneNumber,
      preferredLanguage: account.preferredLanguage,
      timeZone: account.timeZone,
      addressAs: account.addressAs ?? null,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const timeZone = useWatch({ control: form.control, name: 'timeZone' }) ?? account.timeZone;
  const save = useUpdateAccount();
  const serverErrors = useServerErrors<AccountUpdateInput>();
  const [failure, setFailure] = useState<string | null>(null);
  const zoneError = fieldErrorText(errors.timeZone);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { account: saved, message } = await save.mutateAsync(values);
      form.reset({
        fullName: saved.fullName,
        phoneNumber: saved.phoneNumber,
        preferredLanguage: saved.preferredLanguage,
        timeZone: saved.timeZone,
        addressAs: saved.addressAs ?? null,
      });
      onSaved(message ?? t('details.saved'));
    } catch (error) {
      setFailure(
        serverErrors(error, form.setError, [
          'fullName',
          'phoneNumber',
          'preferredLanguage',
          'timeZone',
          'addressAs',
        ]),
      );
    }
  });

  return (
    <ProfileSection id="details" title={t('details.title')}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('details.fullName')}
          autoComplete="name"
          maxLength={accountLimits.nameMax}
          error={errors.fullName}
          {...form.register('fullName')}
        />
        <TextField
          label={t('details.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          hint={t('details.phoneHint')}
          error={errors.phoneNumber}
          {...form.register('phoneNumber')}
        />
        <div>
          <label htmlFor={languageId} className={labelClass}>
            {t('details.language')}
          </label>
          <select
            id={languageId}
            className={controlClass}
            aria-describedby={`${languageId}-hint`}
            {...form.register('preferredLanguage')}
          >
            {languages.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
          <FieldMessages id={languageId} hint={t('details.languageHint')} />
        </div>
        <div>
          <label htmlFor={zoneId} className={labelClass}>
            {t('details.timeZone')}
          </label>
          <TimeZoneSelect
            id={zoneId}
            current={timeZone}
            invalid={Boolean(zoneError)}
            describedBy={describedBy(zoneId, 'hint', zoneError)}
            {...form.register('timeZone')}
          />
          <FieldMessages id={zoneId} hint={t('details.timeZoneHint')} error={zoneError} />
        </div>
        <div>
          <label htmlFor={addressId} className={labelClass}>
            {t('details.addressAs')}
          </label>
          <select
            id={addressId}
            className={controlClass}
            aria-describedby={`${addressId}-hint`}
            {...form.register('addressAs', {
              // "Prefer not to say" is the empty option: null takes a choice back.
              setValueAs: (value: string | null) => (value ? value : null),
            })}
          >
            <option value="">{t('details.addressAsOptions.unset')}</option>
            {addressForms.map((form) => (
              <option key={form} value={form}>
                {t(`details.addressAsOptions.${form}`)}
              </option>
            ))}
          </select>
          <FieldMessages id={addressId} hint={t('details.addressAsHint')} />
        </div>
        {failure && (
          <div className="sm:col-span-2">
            <FormAlert tone="error" title={t('details.failed')}>
              {failure}
            </FormAlert>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('details.saving') : t('details.save')}
          </Button>
          <SavedResult outcome={outcome} />
        </div>
      </form>
    </ProfileSection>
  );
}
