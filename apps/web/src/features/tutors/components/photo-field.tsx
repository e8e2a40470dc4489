import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useErrorText } from '@/lib/error-text';
import { useSession } from '@/lib/session';
import { useUploadPhoto } from '@/features/tutors/api/upload-photo';
import { Avatar } from '@/components/ui/avatar';
import { PhotoUploadButton } from '@/components/ui/photo-upload-button';
import { panelSurface } from '@/components/ui/panel';

/** The profile photo, replaced as soon as a file is chosen (JPEG, PNG or WebP, at most 2 MB). */
export function PhotoField({ avatarUrl }: { avatarUrl: string | null }) {
  const { t } = useTranslation('tutors');
  const name = useSession((state) => state.userModel?.fullName ?? '');
  const upload = useUploadPhoto();
  const errorText = useErrorText();
  return (
    <section
      aria-labelledby="photo-title"
      className={`${panelSurface} flex flex-col items-center gap-3 p-5`}
    >
      <h2 id="photo-title" className="self-start font-semibold text-slate-900 dark:text-white">
        {t('editor.photo')}
      </h2>
      <Avatar name={name} url={avatarUrl} size="size-24" />
      <PhotoUploadButton
        id="profile-photo"
        label={t('editor.changePhoto')}
        pendingLabel={t('editor.uploading')}
        pending={upload.isPending}
        onChoose={(file) =>
          upload.mutate(file, {
            onSuccess: () => toast.success(t('editor.photoSaved')),
            onError: (error) =>
              toast.error(t('editor.photoFailed'), { description: errorText(error) }),
          })
        }
      />
      <p className="text-center text-xs text-slate-600 dark:text-slate-300">
        {t('editor.photoHint')}
      </p>
    </section>
  );
}
