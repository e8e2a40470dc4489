import { Camera } from 'lucide-react';

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
 * styled as a button over a hidden file input that takes the formats the server accepts. The
 * input is emptied at once, so choosing the same file again after a failure uploads it again.
 */
export function PhotoUploadButton({
  id,
  label,
  pendingLabel,
  pending,
  onChoose,
}: PhotoUploadButtonProps) {
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
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        disabled={pending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onChoose(file);
        }}
      />
    </label>
  );
}
