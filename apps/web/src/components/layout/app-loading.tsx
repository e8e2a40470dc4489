import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { LampMark } from './brand-logo';

/**
 * The one loading screen of a first visit: while the page's code loads (the router's
 * HydrateFallback) and while the saved session is read (SessionGate). Both show this same
 * screen, so a visitor sees one "Loading…", not two in a row (issue 13). It is the app's frame
 * at once, the header in its own height and the page in grey blocks (issue 30), never a
 * spinner alone on a blank screen: what arrives takes the places already drawn.
 */
export function AppLoading() {
  const { t } = useTranslation('common');
  const label: string = t('loading');
  return (
    <div className="flex min-h-screen flex-col" role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      <header
        aria-hidden
        data-testid="frame-skeleton"
        className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 dark:border-slate-800 dark:bg-slate-950/90 print:hidden"
      >
        <Container className="flex h-16 items-center gap-3 lg:h-18">
          <LampMark />
          <Skeleton className="h-6 w-20" />
          <span className="ms-4 hidden items-center gap-2 md:flex lg:ms-8">
            <Skeleton className="h-8 w-16 rounded-full" />
            <Skeleton className="h-8 w-20 rounded-full" />
            <Skeleton className="h-8 w-20 rounded-full" />
          </span>
          <span className="ms-auto flex items-center gap-2">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="size-10 rounded-full" />
          </span>
        </Container>
      </header>
      <Container className="flex-1 py-8">
        <span aria-hidden data-testid="page-skeleton" className="block">
          <Skeleton className="h-9 w-64 max-w-full" />
          <Skeleton className="mt-3 h-5 w-96 max-w-full" />
          <span className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Skeleton className="h-40 rounded-2xl" />
            <Skeleton className="h-40 rounded-2xl" />
            <Skeleton className="h-40 rounded-2xl" />
          </span>
        </span>
      </Container>
    </div>
  );
}
