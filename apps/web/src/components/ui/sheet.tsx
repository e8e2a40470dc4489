import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { DialogCloseButton, DialogOverlay } from './dialog';

/**
 * A panel that slides over the page from its end edge (the left in Arabic): a modal dialog, so
 * focus stays inside, Escape or ✕ closes it and focus returns to the button that opened it.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  trigger,
  footer,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  trigger: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 end-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-xl focus:outline-none dark:bg-slate-900 dark:ring-1 dark:ring-slate-700"
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 p-4 dark:border-slate-800">
            <Dialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
              {title}
            </Dialog.Title>
            <DialogCloseButton />
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
          {footer && (
            <div className="border-t border-slate-200 p-4 dark:border-slate-800">{footer}</div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
