import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';

/** Shown while the first route's code loads, before any page can render. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <Spinner className="size-8" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
