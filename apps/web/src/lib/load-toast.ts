/**
 * sonner's `toast`, for code that the entry carries (the session, the language prompt): loaded
 * when a toast is first shown, not with the entry, since sonner adds its style sheet as it loads
 * and the whole page's styles were worked out again in the middle of hydration
 * (docs/performance-archive.md). Pages loaded on demand import lib/toast.ts as usual.
 */
export async function loadToast() {
  return (await import('./toast')).toast;
}
