import { Spinner } from '@/components/ui/spinner';

/** Covers the page while a call that decides where the user goes next is running. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/80 backdrop-blur-sm dark:bg-slate-950/80"
    >
      <Spinner className="size-12" />
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{label}</p>
    </div>
  );
}
