import type { AccountProfile } from '@nibras/contracts/account';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Avatar } from '@/components/ui/avatar';
import { PhotoUploadButton } from '@/components/ui/photo-upload-button';
import { useErrorText } from '@/lib/error-text';
import { useUploadAccountPhoto } from '@/features/account/api/upload-account-photo';
import { ProfileSection } from './profile-section';

/** The profile photo, replaced as soon as a file is chosen (JPEG, PNG or WebP, at most 2 MB). */
export function AccountPhoto({ account }: { account: AccountProfile }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const upload = useUploadAccountPhoto();
  return (
    <ProfileSection id="photo" title={t('photo.title')}>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={account.fullName} url={account.avatarUrl} size="size-20" />
        <div className="flex flex-col items-start gap-2">
          <PhotoUploadButton
            id="account-photo"
            label={t('photo.change')}
            pendingLabel={t('photo.uploading')}
            pending={upload.isPending}
            onChoose={(file) =>
              upload.mutate(file, {
                onSuccess: () => toast.success(t('photo.saved')),
                onError: (error) =>
                  toast.error(t('photo.failed'), { description: errorText(error) }),
              })
            }
          />
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('photo.hint')}</p>
        </div>
      </div>
    </ProfileSection>
  );
}
