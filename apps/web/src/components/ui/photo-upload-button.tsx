import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { photoAccept, photoProblem } from '@/lib/photo-rule';

type PhotoUploadButtonProps = {
  /** The file input's id, unique on the page. */
  id: string;
  label: string;
  /** Shown instead of the label while the upload runs; the button is disabled meanwhile. */
  pendingLabel: string;
  pending: boolean;
  onChoose: (file: File) => void;
};

/**
 * The "change photo" button of every profile (the account page, the tutor's editor): a label
 * styled as a button over a hidden file input that takes the formats the server accepts. A file
 * the server would refuse (lib/photo-rule.ts, the rule signup's photo follows too) is not sent:
 * its reason shows as an error toast. The input is emptied at once, so choosing the same file
 * again after a failure uploads it again.
 */
export function PhotoUploadButton({
  id,
  label,
  pendingLabel,
  pending,
  onChoose,
}: PhotoUploadButtonProps) {
  const { t } = useTranslation();
  return (
    <label
      htmlFor={id}
      className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-indigo-700 px-4 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 dark:border-amber-300 dark:text-amber-200 dark:hover:bg-slate-800 dark:has-focus-visible:outline-amber-300"
    >
      <Camera aria-hidden="true" className="size-4" />
      {pending ? pendingLabel : label}
      <input
        id={id}
        type="file"
        accept={photoAccept}
        className="sr-only"
        disabled={pending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const refused = photoProblem(file);
          if (refused) toast.error(t(refused, { ns: 'shared' }));
          else onChoose(file);
        }}
      />
    </label>
  );
}
