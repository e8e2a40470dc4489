import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';

/**
 * The one loading screen of a first visit: while the page's code loads (the router's
 * HydrateFallback) and while the saved session is read (SessionGate). Both show this same
 * screen, so a visitor sees one "Loading…", not two in a row (issue 13).
 */
export function AppLoading() {
  const { t } = useTranslation('common');
  const label: string = t('loading');
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <Spinner className="size-8" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
