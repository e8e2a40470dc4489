import { Camera } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useUploadPhoto } from '../api/upload-photo';
import { Avatar } from '../../../components/ui/avatar';

/** The profile photo, replaced as soon as a file is chosen (JPEG, PNG or WebP, at most 2 MB). */
export function PhotoField({ avatarUrl }: { avatarUrl: string | null }) {
  const { t } = useTranslation('tutors');
  const name = useSession((state) => state.userModel?.fullName ?? '');
  const upload = useUploadPhoto();
  const input = useRef<HTMLInputElement>(null);
  return (
    <section
      aria-labelledby="photo-title"
      className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="photo-title" className="self-start font-semibold text-slate-900 dark:text-white">
        {t('editor.photo')}
      </h2>
      <Avatar name={name} url={avatarUrl} size="size-24" />
      <label
        htmlFor="profile-photo"
        className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-indigo-700 px-4 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 dark:border-amber-300 dark:text-amber-200 dark:hover:bg-slate-800"
      >
        <Camera aria-hidden="true" className="size-4" />
        {upload.isPending ? t('editor.uploading') : t('editor.changePhoto')}
        <input
          ref={input}
          id="profile-photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            upload.mutate(file, {
              onSuccess: () => toast.success(t('editor.photoSaved')),
              onError: (error) =>
                toast.error(t('editor.photoFailed'), {
                  description: error instanceof ApiRequestError ? error.message : undefined,
                }),
              onSettled: () => {
                if (input.current) input.current.value = '';
              },
            });
          }}
        />
      </label>
      <p className="text-center text-xs text-slate-600 dark:text-slate-300">
        {t('editor.photoHint')}
      </p>
    </section>
  );
}
