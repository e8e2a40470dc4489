import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorClass, hintClass, labelClass } from '@/components/form/field-styles';
import { photoAccept, photoProblem } from '@/lib/photo-rule';

export type ChosenPhoto = { file: File; previewUrl: string };

/**
 * The optional profile photo, with a preview. Type and size are checked here against the
 * contracts' limits so a wrong file is refused before the upload; the API checks the bytes again.
 */
export function PhotoField({
  photo,
  onChange,
}: {
  photo: ChosenPhoto | null;
  onChange: (photo: ChosenPhoto | null) => void;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = photoProblem(file);
    if (refused) {
      setProblem(t(refused, { ns: 'shared' }));
      return;
    }
    setProblem(null);
    replace({ file, previewUrl: URL.createObjectURL(file) });
  };
  const replace = (next: ChosenPhoto | null) => {
    if (photo) URL.revokeObjectURL(photo.previewUrl);
    onChange(next);
  };

  return (
    <div>
      <p className={labelClass}>{t('signup.fields.photo')}</p>
      <div className="mt-2 flex items-center gap-4">
        <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-300">
          {photo ? (
            <img
              src={photo.previewUrl}
              alt={t('signup.photoPreview')}
              className="size-full object-cover"
            />
          ) : (
            <ImagePlus className="size-8" aria-hidden />
          )}
        </span>
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={id}
            className="inline-flex h-10 cursor-pointer items-center rounded-full border border-indigo-700 px-4 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 dark:border-amber-300 dark:text-amber-200 dark:hover:bg-slate-800"
          >
            {photo ? t('signup.changePhoto') : t('signup.choosePhoto')}
            <input
              id={id}
              type="file"
              accept={photoAccept}
              className="sr-only"
              aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {photo && (
            <button
              type="button"
              onClick={() => replace(null)}
              className="inline-flex h-10 items-center gap-1 rounded-full px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <X className="size-4" aria-hidden />
              {t('signup.removePhoto')}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className={hintClass}>
        {t('signup.photoHint')}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className={errorClass}>
          {problem}
        </p>
      )}
    </div>
  );
}
