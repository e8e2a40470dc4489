import type { AccountProfile } from '@nibras/contracts/account';
import { Camera } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Avatar } from '../../../components/ui/avatar';
import { useErrorText } from '../../../lib/error-text';
import { useUploadAccountPhoto } from '../api/upload-account-photo';
import { ProfileSection } from './profile-section';

/** The profile photo, replaced as soon as a file is chosen (JPEG, PNG or WebP, at most 2 MB). */
export function AccountPhoto({ account }: { account: AccountProfile }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const upload = useUploadAccountPhoto();
  const input = useRef<HTMLInputElement>(null);
  return (
    <ProfileSection id="photo" title={t('photo.title')}>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={account.fullName} url={account.avatarUrl} size="size-20" />
        <div className="flex flex-col items-start gap-2">
          <label
            htmlFor="account-photo"
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-indigo-700 px-4 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 dark:border-amber-300 dark:text-amber-200 dark:hover:bg-slate-800 dark:has-focus-visible:outline-amber-300"
          >
            <Camera aria-hidden="true" className="size-4" />
            {upload.isPending ? t('photo.uploading') : t('photo.change')}
            <input
              ref={input}
              id="account-photo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                upload.mutate(file, {
                  onSuccess: () => toast.success(t('photo.saved')),
                  onError: (error) =>
                    toast.error(t('photo.failed'), { description: errorText(error) }),
                  onSettled: () => {
                    if (input.current) input.current.value = '';
                  },
                });
              }}
            />
          </label>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('photo.hint')}</p>
        </div>
      </div>
    </ProfileSection>
  );
}
