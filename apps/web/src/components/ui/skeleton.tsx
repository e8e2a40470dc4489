/**
 * A grey block standing in for content that is on its way, in the size the content will have,
 * so nothing moves when it arrives. Hidden from assistive technology: the loading state is
 * announced by whoever shows the skeleton.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={`block animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none dark:bg-slate-800 ${className}`}
    />
  );
}
