import { LoaderCircle } from 'lucide-react';

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden
      className={`animate-spin text-indigo-700 dark:text-amber-300 ${className}`}
    />
  );
}
