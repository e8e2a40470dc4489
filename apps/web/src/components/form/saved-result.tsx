import { CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { announce } from '@/components/ui/live-announcer';

/** What a save or create answered; a new `id` for every answer, even with the same words. */
export type SaveOutcome = { message: string; id: number };

/**
 * The last outcome of a form and `say`, which records a new one: each answer gets its own `id`,
 * so the same words said again are shown and announced again.
 */
export function useSaveOutcome() {
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const say = useCallback(
    (message: string) => setOutcome((last) => ({ message, id: (last?.id ?? 0) + 1 })),
    [],
  );
  return [outcome, say] as const;
}

/**
 * The result of a save, shown where it happened. Focus moves to it (the button that held focus
 * is disabled while saving, which would drop focus to the page) and the live region reads it.
 */
export function SavedResult({ outcome }: { outcome: SaveOutcome | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!outcome) return;
    ref.current?.focus();
    announce(outcome.message);
  }, [outcome]);
  if (!outcome) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200"
    >
      <CircleCheck aria-hidden className="size-4 shrink-0" />
      {outcome.message}
    </p>
  );
}
