import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { PhotoField, type ChosenPhoto } from './photo-field';
import type { SignupFormValues } from './signup-form-values';

/**
 * "Basic Info" (tutor, student) and "Account Info" (parent): the fields every signup shares,
 * only what booking needs (issue 30): a tutor also gives a phone. After Google, Apple or Meta
 * the provider's address is the account's (shown, not editable) and there is no password.
 */
export function BasicInfoStep({
  photo,
  onPhotoChange,
  providerEmail,
  withPhone = false,
  withPhoto = true,
}: {
  photo: ChosenPhoto | null;
  onPhotoChange: (photo: ChosenPhoto | null) => void;
  providerEmail?: string;
  withPhone?: boolean;
  withPhoto?: boolean;
}) {
  const { t } = useTranslation('auth');
  const { register, formState } = useFormContext<SignupFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('signup.fields.fullName')}
        autoComplete="name"
        error={errors.FullName}
        {...register('FullName')}
      />
      {providerEmail ? (
        <TextField
          label={t('form.email')}
          type="email"
          dir="ltr"
          value={providerEmail}
          readOnly
          hint={t('social.emailFromProvider')}
        />
      ) : (
        <>
          <TextField
            label={t('form.email')}
            type="email"
            autoComplete="email"
            error={errors.Email}
            {...register('Email')}
          />
          <TextField
            label={t('signup.fields.password')}
            type="password"
            autoComplete="new-password"
            error={errors.Password}
            {...register('Password')}
          />
        </>
      )}
      {withPhone && (
        <TextField
          label={t('signup.fields.phoneNumber')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder="+20 100 123 4567"
          hint={t('signup.phoneHint')}
          error={errors.PhoneNumber}
          {...register('PhoneNumber')}
        />
      )}
      {withPhoto && (
        <div className="sm:col-span-2">
          <PhotoField photo={photo} onChange={onPhotoChange} />
        </div>
      )}
    </div>
  );
}
