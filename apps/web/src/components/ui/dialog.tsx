import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The dimmed page behind every dialog and sheet. */
export function DialogOverlay() {
  return <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />;
}

/** ✕ in a dialog's or sheet's corner: closes it, named in the reader's language. */
export function DialogCloseButton() {
  const { t } = useTranslation();
  return (
    <Dialog.Close asChild>
      <button
        type="button"
        aria-label={t('closeDialog')}
        className="rounded-full p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300"
      >
        <X aria-hidden className="size-5" />
      </button>
    </Dialog.Close>
  );
}

/** A modal dialog (a change to a booking, removing a child): focus stays inside, Escape or ✕ closes it. */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          className={`fixed inset-x-4 top-[5vh] z-50 mx-auto max-h-[90vh] overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none dark:bg-slate-900 dark:ring-1 dark:ring-slate-700 ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
              {title}
            </Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="mt-2 text-slate-600 dark:text-slate-300">
            {description}
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
